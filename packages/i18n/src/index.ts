export * from './resources';
export * from './format';
export * from './createI18n';
export type { Translation } from './Translation';
export type { MessageKey } from './MessageKey';
export * from './errorMessages';
