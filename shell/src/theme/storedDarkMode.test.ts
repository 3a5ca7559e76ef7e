import { PREFERENCES_KEY, reloadPreferences, updatePreferences } from '@linhagem/ui-kit';
import { storedDarkMode } from './storedDarkMode';

describe('the dark-mode preference read before the ui kit loads', () => {
  beforeEach(() => localStorage.clear());

  it('agrees with what the ui kit stores', () => {
    expect(storedDarkMode()).toBe(false);
    updatePreferences({ darkMode: true });
    expect(localStorage.getItem(PREFERENCES_KEY)).not.toBeNull();
    expect(storedDarkMode()).toBe(true);
    updatePreferences({ darkMode: false });
    expect(storedDarkMode()).toBe(false);
  });

  it('falls back to light for unreadable storage', () => {
    localStorage.setItem(PREFERENCES_KEY, '{not json');
    reloadPreferences();
    expect(storedDarkMode()).toBe(false);
  });
});
