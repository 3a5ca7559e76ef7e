import type { ChecklistPersonNode, CertificateWithProgress } from '../checklist/certificate';
import type { ChecklistCategory, TypeOfCertificate } from '../checklist/enums';
import type { ChecklistWarningCode } from './checklistWarning';
import { computeChecklistWarnings } from './computeChecklistWarnings';
import type { DossierClient } from './dossierClient';
import type { DestinationRoute } from './destinationRoutes';
import type { Law74Exception } from './lawExceptions';

type Cert = { type: TypeOfCertificate; name?: string; date?: string };
type Spec = {
  id: string;
  category: ChecklistCategory;
  parent?: string;
  client?: Partial<DossierClient>;
  certs?: Cert[];
};

/** A small tree: each spec a checklist person whose client has the same id. */
function warningsOf(
  specs: Spec[],
  route: DestinationRoute | null = 'IT_CONSULATE',
  lawExceptions: Law74Exception[] = [],
) {
  const nodes = new Map<string, ChecklistPersonNode>();
  for (const spec of specs)
    nodes.set(spec.id, {
      id: `p-${spec.id}`,
      protocolId: 'x',
      category: spec.category,
      clientId: spec.client ? spec.id : null,
      parentId: spec.parent ? `p-${spec.parent}` : null,
      name: spec.id,
      progress: 0,
      color: 'RED',
      children: [],
      certificates: (spec.certs ?? []).map(
        (cert, index) =>
          ({
            id: `${spec.id}-c${index}`,
            typeOfCertificate: cert.type,
            personNameInDocument: cert.name ?? null,
            date: cert.date ?? null,
          }) as CertificateWithProgress,
      ),
    });
  const roots: ChecklistPersonNode[] = [];
  for (const spec of specs) {
    const node = nodes.get(spec.id)!;
    if (spec.parent) nodes.get(spec.parent)!.children.push(node);
    else roots.push(node);
  }
  const clients = new Map(
    specs
      .filter((spec) => spec.client)
      .map((spec) => [
        spec.id,
        { id: spec.id, name: spec.id, birthCountry: 'ITALIA', ...spec.client } as DossierClient,
      ]),
  );
  return computeChecklistWarnings({ persons: roots, clients, route, lawExceptions });
}
const codes = (specs: Spec[], route?: DestinationRoute | null, exceptions?: Law74Exception[]) =>
  warningsOf(specs, route, exceptions).map((w) => w.code);

const immigrant = (client: Partial<DossierClient> = {}, certs: Cert[] = []): Spec => ({
  id: 'Luigi',
  category: 'IMMIGRANT',
  client: { birthDay: '1880-01-01', gender: 'MASCULINE', ...client },
  certs,
});
const child = (
  client: Partial<DossierClient> = {},
  certs: Cert[] = [],
  category: ChecklistCategory = 'APPLICANT',
): Spec => ({
  id: 'Mario',
  category,
  parent: 'Luigi',
  client: { birthDay: '1950-01-01', father: 'Luigi', ...client },
  certs,
});

const cases: Array<[ChecklistWarningCode, Spec[], Spec[], DestinationRoute?]> = [
  ['MISSING_GENERATION', [immigrant(), { ...child(), parent: undefined }], [immigrant(), child()]],
  [
    'MISSING_GENERATION',
    [immigrant(), child({ father: null })],
    [immigrant(), child({ mother: 'Luigi', father: null })],
  ],
  [
    'MISSING_MARRIAGE_RECORD',
    [immigrant({ maritalStatus: 'MARRIED' }), child()],
    [immigrant({ maritalStatus: 'MARRIED' }, [{ type: 'WEDDING' }]), child()],
  ],
  ['MISSING_MARRIAGE_RECORD', [immigrant(), child({ mother: 'Rosa' })], [immigrant(), child()]],
  [
    'MISSING_DEATH_RECORD',
    [immigrant({ alive: false }), child()],
    [immigrant({ alive: false }, [{ type: 'DEATH' }]), child()],
  ],
  [
    'NATURALISED_BEFORE_BIRTH',
    [immigrant({ naturalisationDate: '1940-01-01' }), child()],
    [immigrant({ naturalisationDate: '1960-01-01' }), child()],
  ],
  [
    'ITALY_1948_MATERNAL',
    [immigrant({ gender: 'FEMININE' }), child({ birthDay: '1947-12-31', father: null, mother: 'Luigi' })],
    [immigrant({ gender: 'FEMININE' }), child({ birthDay: '1948-01-01', father: null, mother: 'Luigi' })],
  ],
  [
    'ITALY_1948_MATERNAL',
    [immigrant({ gender: 'FEMININE' }), child({ birthDay: '1940-01-01', father: null, mother: 'Luigi' })],
    [immigrant({ gender: 'FEMININE' }), child({ birthDay: '1940-01-01', father: null, mother: 'Luigi' })].map(
      (s) => s,
    ),
    'IT_COURT',
  ],
  [
    'ITALY_LAW_74_2025',
    [immigrant(), child({ birthCountry: 'BRASIL' })],
    [immigrant(), child({ birthCountry: 'ITALIA' })],
  ],
  [
    'NAME_DIVERGENCE',
    [immigrant({}, [{ type: 'BIRTH', name: 'Luiz Fontana' }])],
    [
      immigrant({}, [
        { type: 'BIRTH', name: 'LÚIGI ' },
        { type: 'CNN', name: 'Luiz Fontana' },
      ]),
    ],
  ],
  ['CHILD_BORN_BEFORE_PARENT', [immigrant(), child({ birthDay: '1870-01-01' })], [immigrant(), child()]],
  [
    'PARENT_UNDER_12',
    [immigrant(), child({ birthDay: '1891-06-01' })],
    [immigrant(), child({ birthDay: '1892-01-01' })],
  ],
  [
    'MARRIAGE_AFTER_DEATH',
    [immigrant({ deathDay: '1950-01-01', marriedDay: '1951-01-01' })],
    [immigrant({ deathDay: '1950-01-01', marriedDay: '1905-01-01' })],
  ],
  [
    'MARRIAGE_AFTER_DEATH',
    [immigrant({ deathDay: '1950-01-01' }, [{ type: 'WEDDING', date: '1952-01-01' }])],
    [immigrant({ deathDay: '1950-01-01' }, [{ type: 'WEDDING', date: '1902-01-01' }])],
  ],
  ['DEATH_BEFORE_BIRTH', [immigrant({ deathDay: '1870-01-01' })], [immigrant({ deathDay: '1950-01-01' })]],
];

describe('broken-chain warnings', () => {
  it.each(
    cases.map(([code, triggered, clean, route], index) => [code, index, triggered, clean, route] as const),
  )(
    '%s (case %i): triggered by the broken tree, not by the sound one',
    (code, _index, triggered, clean, route) => {
      if (route === 'IT_COURT') {
        expect(codes(triggered)).toContain(code);
        expect(codes(clean, route)).not.toContain(code);
        return;
      }
      expect(codes(triggered, route)).toContain(code);
      expect(codes(clean, route)).not.toContain(code);
    },
  );

  it('names the persons and certificates involved and lists the spellings', () => {
    const [warning] = warningsOf([
      immigrant({ nameVariants: ['Luiz Fontine'] }, [{ type: 'BIRTH', name: 'Luiz Fontana' }]),
    ]).filter((w) => w.code === 'NAME_DIVERGENCE');
    expect(warning.persons).toEqual([{ clientId: 'Luigi', name: 'Luigi', checklistPersonId: 'p-Luigi' }]);
    expect(warning.certificates).toEqual(['Luigi-c0']);
    expect(warning.message).toContain('Luigi / Luiz Fontine / Luiz Fontana');
  });

  it('drops Law 74/2025 when the protocol records an exception, and on the Portuguese route', () => {
    const tree = [immigrant(), child({ birthCountry: 'BRASIL' })];
    expect(codes(tree, 'IT_CONSULATE', ['FILED_BEFORE_2025_03_27'])).not.toContain('ITALY_LAW_74_2025');
    expect(codes(tree, 'PT')).not.toContain('ITALY_LAW_74_2025');
  });

  it('finds nothing in a sound line', () => {
    // an immigrant born in 1880 has died (./rules/presumedDeceased.ts): a sound line holds his death record
    const died = immigrant({ alive: false, deathDay: '1950-01-01' }, [{ type: 'DEATH' }]);
    expect(warningsOf([died, child()])).toEqual([]);
  });
});
