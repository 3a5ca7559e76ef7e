import type { CertificateWithProgress, ChecklistPersonNode } from '../src/checklist/certificate';
import type { ChecklistCategory, TypeOfCertificate } from '../src/checklist/enums';
import type { DestinationRoute } from '../src/dossier/destinationRoutes';
import type { DossierClient } from '../src/dossier/dossierClient';
import type { Law74Exception } from '../src/dossier/lawExceptions';
import {
  buildRuleContext,
  type CaseRule,
  type PersonRule,
  type RuleContext,
} from '../src/dossier/rules/ruleContext';

/** For the rules' tests: a small line where each person's client has the person's id. */
export type TestCertificate = { type: TypeOfCertificate; name?: string; date?: string };
export type TestPerson = {
  id: string;
  category: ChecklistCategory;
  parent?: string;
  client?: Partial<DossierClient>;
  certs?: TestCertificate[];
};
export type TestCase = {
  route?: DestinationRoute | null;
  lawExceptions?: Law74Exception[];
  filedOn?: string;
  today?: string;
  previewPending?: boolean;
};

export function testContext(people: TestPerson[], options: TestCase = {}): RuleContext {
  const nodes = new Map<string, ChecklistPersonNode>();
  for (const person of people)
    nodes.set(person.id, {
      id: `p-${person.id}`,
      protocolId: 'x',
      category: person.category,
      clientId: person.client ? person.id : null,
      parentId: person.parent ? `p-${person.parent}` : null,
      name: person.id,
      progress: 0,
      color: 'RED',
      children: [],
      certificates: (person.certs ?? []).map(
        (cert, index) =>
          ({
            id: `${person.id}-c${index}`,
            typeOfCertificate: cert.type,
            personNameInDocument: cert.name ?? null,
            date: cert.date ?? null,
          }) as CertificateWithProgress,
      ),
    });
  const roots: ChecklistPersonNode[] = [];
  for (const person of people) {
    const node = nodes.get(person.id)!;
    if (person.parent) nodes.get(person.parent)!.children.push(node);
    else roots.push(node);
  }
  const clients = new Map(
    people
      .filter((person) => person.client)
      .map((person) => [
        person.id,
        { id: person.id, name: person.id, birthCountry: 'ITALIA', ...person.client } as DossierClient,
      ]),
  );
  const today = options.today ?? '2026-11-29';
  return buildRuleContext({
    persons: roots,
    clients,
    route: options.route === undefined ? 'IT_CONSULATE' : options.route,
    lawExceptions: options.lawExceptions ?? [],
    filedOn: options.filedOn ?? today,
    today,
    previewPending: options.previewPending ?? false,
  });
}

/** What one person rule says over every person of the line. */
export const personRuleSays = (rule: PersonRule, people: TestPerson[], options?: TestCase) => {
  const context = testContext(people, options);
  return context.line.flatMap((entry) => rule(entry, context));
};
/** What one case rule says of the line. */
export const caseRuleSays = (rule: CaseRule, people: TestPerson[], options?: TestCase) =>
  rule(testContext(people, options));

export const immigrant = (
  client: Partial<DossierClient> = {},
  certs: TestCertificate[] = [],
): TestPerson => ({
  id: 'Luigi',
  category: 'IMMIGRANT',
  client: { birthDay: '1880-01-01', gender: 'MASCULINE', ...client },
  certs,
});
export const child = (
  client: Partial<DossierClient> = {},
  certs: TestCertificate[] = [],
  category: ChecklistCategory = 'APPLICANT',
): TestPerson => ({
  id: 'Mario',
  category,
  parent: 'Luigi',
  client: { birthDay: '1950-01-01', father: 'Luigi', ...client },
  certs,
});
export const codesOf = (warnings: { code: string }[]) => warnings.map((w) => w.code);
