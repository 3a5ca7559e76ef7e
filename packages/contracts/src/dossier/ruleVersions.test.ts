import type { ChecklistPersonNode } from '../checklist/certificate';
import { computeChecklistWarnings } from './computeChecklistWarnings';
import type { DossierClient } from './dossierClient';
import type { DestinationRoute } from './destinationRoutes';
import { RULE_VERSIONS, ruleVersionOn, ruleVersionsFor } from './ruleVersions';

/** An Italian-born immigrant and one applicant born in Brazil. */
function warnings(route: DestinationRoute, filingDate: string | null, previewPending = false) {
  const node = (id: string, category: ChecklistPersonNode['category']): ChecklistPersonNode => ({
    id: `p-${id}`,
    protocolId: 'x',
    category,
    clientId: id,
    parentId: null,
    name: id,
    progress: 0,
    color: 'RED',
    children: [],
    certificates: [],
  });
  const luigi = node('Luigi', 'IMMIGRANT');
  const mario = { ...node('Mario', 'APPLICANT'), parentId: 'p-Luigi' };
  luigi.children.push(mario);
  const clients = new Map<string, DossierClient>([
    ['Luigi', { id: 'Luigi', name: 'Luigi', birthCountry: 'ITALIA' } as DossierClient],
    ['Mario', { id: 'Mario', name: 'Mario', birthCountry: 'BRASIL', father: 'Luigi' } as DossierClient],
  ]);
  return computeChecklistWarnings({
    persons: [luigi],
    clients,
    route,
    lawExceptions: [],
    filingDate,
    previewPending,
  });
}

describe('rules by filing date', () => {
  it('keeps the old law for a case filed on 26 March 2025 and applies art. 3-bis from 28 March', () => {
    expect(ruleVersionOn('ITALY_LAW_74_2025', '2025-03-26')?.id).toBe('IT_LAW_91_1992');
    expect(ruleVersionOn('ITALY_LAW_74_2025', '2025-03-27')?.id).toBe('IT_LAW_91_1992');
    expect(ruleVersionOn('ITALY_LAW_74_2025', '2025-03-28')?.id).toBe('IT_ART_3_BIS');
    expect(warnings('IT_CONSULATE', '2025-03-26').map((w) => w.code)).not.toContain('ITALY_LAW_74_2025');
    const [law74] = warnings('IT_CONSULATE', '2025-03-28').filter((w) => w.code === 'ITALY_LAW_74_2025');
    expect(law74.rule).toMatchObject({ id: 'IT_ART_3_BIS', from: '2025-03-28', status: 'IN_FORCE' });
    expect(law74.message).toContain('filed after 27 Mar 2025: Law 74/2025, art. 3-bis');
    expect(law74.rule?.sourceUrl).toBe('https://conscapodistria.esteri.it/?p=96');
  });

  it('applies the rules of today when the filing date is unknown', () => {
    expect(warnings('IT_CONSULATE', null).map((w) => w.code)).toContain('ITALY_LAW_74_2025');
  });

  it('moves the legal answer to the central office for filings from 1 January 2029', () => {
    expect(ruleVersionOn('ITALY_LEGAL_ANSWER', '2028-12-31')?.id).toBe('IT_CONSULATE_24_MONTHS');
    expect(ruleVersionOn('ITALY_LEGAL_ANSWER', '2029-01-01')?.id).toBe('IT_CENTRAL_OFFICE_36_MONTHS');
  });

  it('gives minors 1 year before 2026 and 3 years from 1 January 2026', () => {
    expect(ruleVersionOn('ITALY_MINOR_REGISTRATION', '2025-12-31')?.id).toBe('IT_MINOR_1_YEAR');
    expect(ruleVersionOn('ITALY_MINOR_REGISTRATION', '2026-01-01')?.id).toBe('IT_MINOR_3_YEARS');
    expect(ruleVersionOn('ITALY_MINOR_TRANSITION', '2025-03-27')?.id).toBe('IT_MINOR_TRANSITION_2029');
    expect(ruleVersionOn('ITALY_MINOR_TRANSITION', '2025-03-28')).toBeNull();
  });

  it("never lets Portugal's pending 2025 amendment decide a case", () => {
    expect(ruleVersionOn('PORTUGAL_NATIONALITY', '2026-06-01')?.id).toBe('PT_LAW_37_1981');
    expect(ruleVersionsFor('PT', '2026-06-01').map((rule) => rule.status)).toEqual(['IN_FORCE']);
    expect(warnings('PT', '2026-06-01').map((w) => w.code)).not.toContain('PORTUGAL_2025_AMENDMENT');
  });

  it('shows the pending amendment only as a preview, marked pending', () => {
    const previews = warnings('PT', '2026-06-01', true).filter((w) => w.code === 'PORTUGAL_2025_AMENDMENT');
    expect(previews).toHaveLength(1);
    expect(previews[0]).toMatchObject({
      preview: true,
      rule: { id: 'PT_2025_AMENDMENT', status: 'PENDING' },
    });
    // before its approval it covers nothing, even in preview
    expect(warnings('PT', '2025-10-27', true).map((w) => w.code)).not.toContain('PORTUGAL_2025_AMENDMENT');
  });

  it('dates every version with a source, and the in-force versions of a rule never overlap', () => {
    for (const versions of Object.values(RULE_VERSIONS)) {
      const inForce = versions.filter((version) => version.status === 'IN_FORCE');
      for (const version of versions) expect(version.source).not.toBe('');
      for (let i = 1; i < inForce.length; i++) expect(inForce[i].from! > inForce[i - 1].to!).toBe(true);
    }
  });
});
