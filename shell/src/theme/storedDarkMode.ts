/** ui-kit's PREFERENCES_KEY; read here without the kit so the theme can load before the shared modules do. */
const PREFERENCES_KEY = 'linhagem.preferences';

/** The stored dark-mode preference (spec 4 default: light) without loading the ui kit. */
export function storedDarkMode(): boolean {
  try {
    const stored = JSON.parse(window.localStorage.getItem(PREFERENCES_KEY) ?? '{}') as { darkMode?: unknown };
    return stored.darkMode === true;
  } catch {
    return false;
  }
}
