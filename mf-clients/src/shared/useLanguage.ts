import type { Language } from '@linhagem/contracts';
import { usePreferences } from '@linhagem/ui-kit';

/** The person's language (pt-BR or en-US), from the shared preferences. */
export function useLanguage(): Language {
  return usePreferences().language;
}
