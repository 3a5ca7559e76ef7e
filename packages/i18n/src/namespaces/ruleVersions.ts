/**
 * The legal rules a case shows (packages/contracts dossier/ruleVersions.ts, by id): the rule's name and its source
 * in the reader's language. The rule's own `label` stays English, for logs. Facts: the domain notes
 * ../shared/domain/citizenship-by-descent.md, "What changed in 2025-2026".
 */
export const ruleVersionsEnUS = {
  IT_LAW_91_1992: {
    name: 'Filed by 27 Mar 2025: Law 91/1992 without art. 3-bis (no generation limit, ruling 142/2025)',
    source: 'Law 91/1992; Constitutional Court ruling 142/2025',
  },
  IT_ART_3_BIS: {
    name: 'Filed after 27 Mar 2025: Law 74/2025, art. 3-bis of Law 91/1992',
    source: 'Law 74/2025 (Decree-Law 36/2025), art. 3-bis of Law 91/1992; conscapodistria.esteri.it ?p=96',
  },
  IT_MINOR_1_YEAR: {
    name: 'Filed by 31 Dec 2025: a child of a citizen is declared within 1 year of birth',
    source: 'Law 91/1992 as amended by Law 74/2025',
  },
  IT_MINOR_3_YEARS: {
    name: 'Filed from 1 Jan 2026: a child of a citizen is declared within 3 years of birth (Law 199/2025, art. 1 c. 513)',
    source: 'Law 199/2025, art. 1 c. 513; conshouston.esteri.it ?p=7744',
  },
  IT_MINOR_TRANSITION_2029: {
    name: "Parent's recognition filed by 27 Mar 2025: minors are declared by 31 May 2029 (Law 26/2026)",
    source: 'Law 26/2026 (Milleproroghe); consmarsiglia.esteri.it ?p=4280',
  },
  IT_CONSULATE_24_MONTHS: {
    name: 'Filed by 31 Dec 2028: the consulate answers within 2 years',
    source: 'Law 91/1992 (2-year legal limit); conssanpaolo.esteri.it, "sobre o requerimento"',
  },
  IT_CENTRAL_OFFICE_36_MONTHS: {
    name: 'Filed from 1 Jan 2029: the central office in Rome answers within 36 months (Law 11/2026)',
    source: 'Law 11/2026; aise.it 228820',
  },
  PT_LAW_37_1981: {
    name: 'Nationality Law 37/81 as in force',
    source: 'Law 37/81; forum.cidadaniaportuguesa.com (19442)',
  },
  PT_2025_AMENDMENT: {
    name: 'Pending: the 2025 amendment (a stricter "effective link" for grandchildren; not in force)',
    source:
      'Amendment approved on 28 Oct 2025; Constitutional Court ruling 1133/2025; dnbrasil.dn.pt (11 Mar 2026)',
  },
  BROKEN_LINE_CHECKS: {
    name: 'What breaks a line (no dated change)',
    source: 'Domain notes, "What breaks a line"',
  },
  IT_1948_MATERNAL: {
    name: 'Before 1948 the maternal line passes only in court',
    source: 'italiancitizenshipcase.com/en/guide/1948-rule',
  },
};

export const ruleVersionsPtBR: typeof ruleVersionsEnUS = {
  IT_LAW_91_1992: {
    name: 'Protocolado até 27/03/2025: Lei 91/1992 sem o art. 3-bis (sem limite de gerações, sentença 142/2025)',
    source: 'Lei 91/1992; sentença 142/2025 da Corte Constitucional italiana',
  },
  IT_ART_3_BIS: {
    name: 'Protocolado depois de 27/03/2025: Lei 74/2025, art. 3-bis da Lei 91/1992',
    source: 'Lei 74/2025 (Decreto-Lei 36/2025), art. 3-bis da Lei 91/1992; conscapodistria.esteri.it ?p=96',
  },
  IT_MINOR_1_YEAR: {
    name: 'Protocolado até 31/12/2025: o filho de um cidadão é declarado em até 1 ano do nascimento',
    source: 'Lei 91/1992 alterada pela Lei 74/2025',
  },
  IT_MINOR_3_YEARS: {
    name: 'Protocolado a partir de 01/01/2026: o filho de um cidadão é declarado em até 3 anos do nascimento (Lei 199/2025, art. 1, comma 513)',
    source: 'Lei 199/2025, art. 1, comma 513; conshouston.esteri.it ?p=7744',
  },
  IT_MINOR_TRANSITION_2029: {
    name: 'Reconhecimento do genitor protocolado até 27/03/2025: os menores são declarados até 31/05/2029 (Lei 26/2026)',
    source: 'Lei 26/2026 (Milleproroghe); consmarsiglia.esteri.it ?p=4280',
  },
  IT_CONSULATE_24_MONTHS: {
    name: 'Protocolado até 31/12/2028: o consulado responde em até 2 anos',
    source: 'Lei 91/1992 (prazo legal de 2 anos); conssanpaolo.esteri.it, "sobre o requerimento"',
  },
  IT_CENTRAL_OFFICE_36_MONTHS: {
    name: 'Protocolado a partir de 01/01/2029: o escritório central em Roma responde em até 36 meses (Lei 11/2026)',
    source: 'Lei 11/2026; aise.it 228820',
  },
  PT_LAW_37_1981: {
    name: 'Lei da Nacionalidade 37/81, como está em vigor',
    source: 'Lei 37/81; forum.cidadaniaportuguesa.com (19442)',
  },
  PT_2025_AMENDMENT: {
    name: 'Pendente: a alteração de 2025 ("ligação efetiva" mais exigente para netos; não está em vigor)',
    source:
      'Alteração aprovada em 28/10/2025; acórdão 1133/2025 do Tribunal Constitucional; dnbrasil.dn.pt (11/03/2026)',
  },
  BROKEN_LINE_CHECKS: {
    name: 'O que interrompe uma linhagem (sem mudança datada)',
    source: 'Notas do domínio, "O que interrompe uma linhagem"',
  },
  IT_1948_MATERNAL: {
    name: 'Antes de 1948 a linha materna só transmite a cidadania na via judicial',
    source: 'italiancitizenshipcase.com/en/guide/1948-rule',
  },
};
