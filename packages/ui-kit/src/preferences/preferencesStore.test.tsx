import { act, renderHook } from '@testing-library/react';
import { i18n } from '../i18n/sharedI18n';
import {
  DEFAULT_PREFERENCES,
  getPreferences,
  LOGGED_USER_KEY,
  PREFERENCES_KEY,
  reloadPreferences,
  getLoggedUser,
  setLoggedUser,
} from './preferencesStore';
import { usePreferences } from './usePreferences';
import { useFormat } from '../i18n/useFormat';

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
});

describe('stored preferences', () => {
  it('defaults to light colour, static menu and pt-BR', () => {
    expect(getPreferences()).toEqual({
      darkMode: false,
      staticMenu: true,
      language: 'pt-BR',
      collapsedChecklistItems: [],
    });
    expect(DEFAULT_PREFERENCES.language).toBe('pt-BR');
  });

  it('keeps a change in local storage and reads it back after a reload', () => {
    const { result } = renderHook(() => usePreferences());
    act(() => result.current.setDarkMode(true));
    act(() => result.current.setStaticMenu(false));
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY)!)).toMatchObject({
      darkMode: true,
      staticMenu: false,
    });
    reloadPreferences();
    expect(getPreferences()).toMatchObject({ darkMode: true, staticMenu: false, language: 'pt-BR' });
  });

  it('falls back to the defaults for garbage in storage', () => {
    localStorage.setItem(PREFERENCES_KEY, '{"darkMode":"yes","language":"fr-FR"');
    reloadPreferences();
    expect(getPreferences()).toEqual(DEFAULT_PREFERENCES);
    localStorage.setItem(
      PREFERENCES_KEY,
      JSON.stringify({ darkMode: 1, language: 'fr-FR', staticMenu: false }),
    );
    reloadPreferences();
    expect(getPreferences()).toMatchObject({ darkMode: false, language: 'pt-BR', staticMenu: false });
  });

  it('keeps the logged user', () => {
    setLoggedUser({ id: 'u1', name: 'Ana', userName: 'ana', typeUser: 'NORMAL' });
    reloadPreferences();
    expect(getLoggedUser()).toMatchObject({ id: 'u1', typeUser: 'NORMAL' });
    setLoggedUser(null);
    expect(localStorage.getItem(LOGGED_USER_KEY)).toBeNull();
  });

  it('switches the texts, the currency, the date format and the lang attribute with the language', () => {
    const { result } = renderHook(() => ({ preferences: usePreferences(), format: useFormat() }));
    expect(result.current.format.formatMoney(123456)).toMatch(/^R\$\s1\.234,56$/);
    expect(result.current.format.formatDate('1987-03-09')).toBe('09/03/1987');
    act(() => result.current.preferences.setLanguage('en-US'));
    expect(result.current.format.formatMoney(123456)).toBe('$1,234.56');
    expect(result.current.format.formatDate('1987-03-09')).toBe('03/09/1987');
    expect(i18n.t('toast.success')).toBe('Successful process!');
    expect(document.documentElement.lang).toBe('en-US');
  });
});
