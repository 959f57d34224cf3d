import { DynamicModule, Global, Module } from '@nestjs/common';
import { AppConfig } from './app-config';
import { configSectionTokens } from './config-section';

export const APP_CONFIG = Symbol('APP_CONFIG');

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    // Each loaded service section under its own token, so a service injects its own settings.
    const sections = [...configSectionTokens()].filter(([name]) => name in config.sections);
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        ...sections.map(([name, token]) => ({ provide: token, useValue: config.sections[name] })),
      ],
      exports: [APP_CONFIG, ...sections.map(([, token]) => token)],
    };
  }
}
