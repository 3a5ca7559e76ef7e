import 'i18next';
import type { Resources } from './resources';

// Typed keys: t('password.incorrect') is checked at compile time against the en-US resources.
declare module 'i18next' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merging needs an interface
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
