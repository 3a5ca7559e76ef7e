import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@linhagem/contracts';
import type { CurrentUser } from '../user/CurrentUser';

/** spec 4: stored preferences (local storage). Defaults: light colour, static menu, pt-BR. */
export type Preferences = {
  darkMode: boolean;
  staticMenu: boolean;
  language: Language;
  collapsedChecklistItems: string[];
};

export const PREFERENCES_KEY = 'linhagem.preferences';
export const LOGGED_USER_KEY = 'linhagem.user';

export const DEFAULT_PREFERENCES: Preferences = {
  darkMode: false,
  staticMenu: true,
  language: DEFAULT_LANGUAGE,
  collapsedChecklistItems: [],
};

type Listener = () => void;
const listeners = new Set<Listener>();
let preferences: Preferences | undefined;
let loggedUser: CurrentUser | null | undefined;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

function readJson(key: string): unknown {
  try {
    const text = storage()?.getItem(key);
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    if (value === null || value === undefined) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // quota or disabled storage: keep the in-memory value
  }
}

function sanitize(raw: unknown): Preferences {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Partial<Record<keyof Preferences, unknown>>;
  return {
    darkMode: typeof value.darkMode === 'boolean' ? value.darkMode : DEFAULT_PREFERENCES.darkMode,
    staticMenu: typeof value.staticMenu === 'boolean' ? value.staticMenu : DEFAULT_PREFERENCES.staticMenu,
    language: SUPPORTED_LANGUAGES.includes(value.language as Language)
      ? (value.language as Language)
      : DEFAULT_PREFERENCES.language,
    collapsedChecklistItems: Array.isArray(value.collapsedChecklistItems)
      ? value.collapsedChecklistItems.filter((item): item is string => typeof item === 'string')
      : [],
  };
}

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function subscribePreferences(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getPreferences(): Preferences {
  preferences ??= sanitize(readJson(PREFERENCES_KEY));
  return preferences;
}

export function updatePreferences(patch: Partial<Preferences>): Preferences {
  preferences = sanitize({ ...getPreferences(), ...patch });
  writeJson(PREFERENCES_KEY, preferences);
  emit();
  return preferences;
}

export function getLoggedUser(): CurrentUser | null {
  if (loggedUser === undefined) {
    const raw = readJson(LOGGED_USER_KEY) as CurrentUser | undefined;
    loggedUser = raw && typeof raw.id === 'string' && typeof raw.typeUser === 'string' ? raw : null;
  }
  return loggedUser;
}

export function setLoggedUser(user: CurrentUser | null): void {
  loggedUser = user;
  writeJson(LOGGED_USER_KEY, user);
  emit();
}

/** Forgets the in-memory copy so the next read comes from local storage (tests, other tabs). */
export function reloadPreferences(): void {
  preferences = undefined;
  loggedUser = undefined;
  emit();
}
