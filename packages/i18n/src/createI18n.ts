import i18next, { type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@linhagem/contracts';
import { resources, NAMESPACES } from './resources';

/** An i18next instance with both languages loaded; pt-BR by default (spec 9). */
export function createI18n(language: Language = DEFAULT_LANGUAGE): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
