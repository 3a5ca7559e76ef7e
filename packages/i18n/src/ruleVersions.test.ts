import { ALL_RULE_VERSIONS, SUPPORTED_LANGUAGES } from '@linhagem/contracts';
import { createI18n } from './createI18n';

// Every legal rule a case can show has its name and its source in each language: a rule added to the contracts
// without words fails here instead of showing its English label to a Portuguese reader.
describe('the legal rules in both languages', () => {
  const i18n = createI18n();
  const ids = ALL_RULE_VERSIONS.map((rule) => rule.id);

  it.each(SUPPORTED_LANGUAGES.flatMap((language) => ids.map((id) => [id, language] as const)))(
    '%s has a name and a source in %s',
    (id, language) => {
      for (const part of ['name', 'source'])
        expect(i18n.exists(`clock:ruleVersions.${id}.${part}`, { lng: language, fallbackLng: false })).toBe(
          true,
        );
    },
  );

  it('words each rule in Portuguese apart from its English label', () => {
    const t = i18n.getFixedT('pt-BR', 'clock');
    const untranslated = ALL_RULE_VERSIONS.filter(
      (rule) => (t as (key: string) => string)(`ruleVersions.${rule.id}.name`) === rule.label,
    );
    expect(untranslated).toEqual([]);
  });

  it('translates no rule that the contracts do not have', () => {
    const translated = Object.keys(i18n.getResourceBundle('pt-BR', 'clock').ruleVersions as object);
    expect([...translated].sort()).toEqual([...new Set(ids)].sort());
  });
});
