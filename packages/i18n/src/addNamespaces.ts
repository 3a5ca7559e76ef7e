import type { i18n } from 'i18next';
import type { Language } from '@linhagem/contracts';
import type { Resources } from './resources';

export type NamespaceBundle = Record<Language, object>;

/**
 * Adds namespaces a page loads on demand (the family portal's standalone page leaves those its first screen does not
 * show out of its first load). Call it where the page's module is evaluated, before its components render. A
 * namespace already there (the staff shell loads them all) is left as it is.
 */
export function addNamespaces(
  instance: i18n,
  namespaces: Partial<Record<keyof Resources, NamespaceBundle>>,
): void {
  for (const [name, bundle] of Object.entries(namespaces)) {
    for (const [language, texts] of Object.entries(bundle)) {
      instance.addResourceBundle(language, name, texts, true, false);
    }
  }
}
