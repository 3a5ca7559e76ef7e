import { createI18n } from '@linhagem/i18n';
import { getPreferences, subscribePreferences } from '../preferences/preferencesStore';

/** The one i18next instance of the page: the ui kit is a federation singleton, so host and remotes share it. */
export const i18n = createI18n(getPreferences().language);

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

syncDocumentLanguage(i18n.language);
subscribePreferences(() => {
  const { language } = getPreferences();
  if (i18n.language !== language) void i18n.changeLanguage(language);
  syncDocumentLanguage(language);
});
