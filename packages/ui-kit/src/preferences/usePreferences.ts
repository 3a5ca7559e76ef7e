import { useCallback, useSyncExternalStore } from 'react';
import type { Language } from '@linhagem/contracts';
import {
  getPreferences,
  subscribePreferences,
  updatePreferences,
  type Preferences,
} from './preferencesStore';

export type UsePreferencesResult = Preferences & {
  update: (patch: Partial<Preferences>) => void;
  setDarkMode: (darkMode: boolean) => void;
  setStaticMenu: (staticMenu: boolean) => void;
  setLanguage: (language: Language) => void;
};

export function usePreferences(): UsePreferencesResult {
  const preferences = useSyncExternalStore(subscribePreferences, getPreferences, getPreferences);
  const update = useCallback((patch: Partial<Preferences>) => void updatePreferences(patch), []);
  return {
    ...preferences,
    update,
    setDarkMode: (darkMode) => update({ darkMode }),
    setStaticMenu: (staticMenu) => update({ staticMenu }),
    setLanguage: (language) => update({ language }),
  };
}
