/**
 * What domain code may import from the kernel: typed errors, the message codes they carry, the caller's
 * identity. Nothing here pulls in a framework, an ORM or a driver (the layering rules check it).
 */
export * from './errors/domain-error';
export type { MessageCode, MessageParams } from './i18n/messages';
export { isMessageCode, translate } from './i18n/messages';
export type { KernelMessageCode } from './i18n/kernel.messages';
export type { Language } from './context/request-context';
export * from './auth/principal';
export * from './auth/api-key-format';
export * from './auth/company-roles';
