export * from './content.module';
export * from './content.messages';
export * from './content.config';
