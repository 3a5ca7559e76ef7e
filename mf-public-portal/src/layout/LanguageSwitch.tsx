import { SUPPORTED_LANGUAGES } from '@linhagem/contracts';
import { usePreferences, useTranslation } from '@linhagem/ui-kit';

const SHORT = { 'pt-BR': 'PT', 'en-US': 'EN' } as const;

/** Both languages, always in sight: the family may not read the default one. */
export function LanguageSwitch() {
  const { t } = useTranslation('portal');
  const { language, setLanguage } = usePreferences();
  return (
    <div className="pp-languages" role="group" aria-label={t('layout.language')}>
      {SUPPORTED_LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          className="pp-language"
          lang={option}
          aria-pressed={language === option}
          aria-label={t(`layout.languages.${option}`)}
          onClick={() => setLanguage(option)}
        >
          {SHORT[option]}
        </button>
      ))}
    </div>
  );
}
