import { CHECKLIST_WARNING_CODES, SUPPORTED_LANGUAGES } from '@linhagem/contracts';
import { createI18n } from './createI18n';

// every broken-chain warning reads in both languages, naming its persons.
it.each(SUPPORTED_LANGUAGES)('words every checklist warning in %s with the persons named', (language) => {
  const i18n = createI18n(language);
  const unnamed = CHECKLIST_WARNING_CODES.filter(
    (code) => !i18n.t(`checklist:warnings.${code}`, { names: 'Giuseppe Rossi' }).includes('Giuseppe Rossi'),
  );
  expect(unnamed).toEqual([]);
});
