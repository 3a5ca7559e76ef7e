import type { Language } from '@linhagem/contracts';
import { useTranslation } from '../kit';

/** The page's current language (pt-BR or en-US). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en-US' ? 'en-US' : 'pt-BR';
}
