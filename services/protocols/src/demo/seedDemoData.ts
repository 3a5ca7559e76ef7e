import {
  CERTIFICATE_FIELDS,
  addDaysIso,
  protocolBodySchema,
  requiredCertificateFields,
  saveOneCertificateBodySchema,
  type CertificateWithProgress,
  type ChecklistPersonNode,
} from '@linhagem/contracts';
import { AppError, demoCaller, forgetCounts, officeDay } from '@linhagem/service-kit';
import { createCashEntry } from '../cashEntry/service';
import { saveOneCertificate } from '../checklist/certificates';
import { getChecklistTree } from '../checklist/tree';
import { seedClockDemo } from './seedClockDemo';
import { generateChecklist } from '../dossier/generateChecklist';
import { setProtocolDossier } from '../dossier/setProtocolDossier';
import { applyProtocolAction } from '../protocol/actions';
import { protocolModel } from '../protocol/model';
import { saveProtocol, type Deps } from '../protocol/service';
import { addProtocolService } from '../protocolServices/service';
import { DEMO_CASES, type DemoCase } from './demoCases';

const DEMO_CALLER = demoCaller('protocols');
const DAY_MS = 24 * 60 * 60 * 1000;
/** A certificate's price and its translation's, in cents (inteiro teor and sworn translation, per the domain notes). */
const CERTIFICATE_PRICE = 12000;
const TRANSLATION_PRICE = 18000;

export type SeedOptions = {
  /** the staff member (user name) the active demo cases are forwarded to: the first administrator */
  inChargeUserName?: string;
  /** how long to wait for clients, catalog and identity to answer (they start beside this service) */
  waitMs?: number;
  /** why nothing was seeded, for the start log */
  onSkip?: (reason: string) => void;
};

/** Retries `ask` while a service it needs answers 503 (not up yet), until `waitMs` has passed. */
async function whenAnswered<T>(ask: () => Promise<T>, waitMs: number): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return await ask();
    } catch (error) {
      if (!(error instanceof AppError && error.status === 503) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/** The id of each name (the oldest record when several share it), or the names nobody has. */
function idsByName(found: { id: string; name: string }[], names: string[]) {
  const ids = new Map<string, string>();
  for (const { id, name } of found) if (!ids.has(name)) ids.set(name, id);
  return { ids, missing: names.filter((name) => !ids.has(name)) };
}

/**
 * `SEED_DEMO_DATA=true`: on an empty protocols collection, opens the demo cases (DEMO_CASES) for the demo families
 * of services/clients, priced from services/catalog's demo type services, through the same functions the API
 * uses. Does nothing on a collection with any protocol, or when the demo families or type services are not there
 * (a database that is not a demo one). Answers how many protocols and budgets it created.
 */
export async function seedDemoData(deps: Deps, options: SeedOptions = {}): Promise<number> {
  const { waitMs = 60000, onSkip = () => undefined } = options;
  if ((await protocolModel(deps.connection).estimatedDocumentCount()) > 0) return 0;
  const clientNames = [...new Set(DEMO_CASES.flatMap(namedClients))];
  const typeServiceNames = [...new Set(DEMO_CASES.flatMap((c) => c.services.map((s) => s.typeService)))];
  const [clientsFound, typeServicesFound, staff] = await whenAnswered(
    () =>
      Promise.all([
        deps.remotes.clientsByName(clientNames),
        deps.remotes.typeServicesByName(typeServiceNames),
        deps.remotes.staff(),
      ]),
    waitMs,
  );
  const clients = idsByName(clientsFound, clientNames);
  const typeServices = idsByName(typeServicesFound, typeServiceNames);
  const missing = [...clients.missing, ...typeServices.missing];
  if (missing.length) {
    onSkip(`not a demo database: no ${missing.join(', ')}`);
    return 0;
  }
  const inCharge = staff.find((member) => member.userName === options.inChargeUserName);
  for (const demoCase of DEMO_CASES)
    await openCase(deps, demoCase, clients.ids, typeServices.ids, inCharge?.id);
  return DEMO_CASES.length;
}

function namedClients(demoCase: DemoCase): string[] {
  return [...demoCase.clients, ...(demoCase.dossier ? [demoCase.dossier.immigrant] : [])];
}

async function openCase(
  deps: Deps,
  demoCase: DemoCase,
  clientIds: Map<string, string>,
  typeServiceIds: Map<string, string>,
  inChargeId: string | undefined,
) {
  const client = (name: string) => clientIds.get(name)!;
  const [first, ...later] = demoCase.stages;
  const body = (stage: string) =>
    protocolBodySchema.parse({
      name: demoCase.name,
      familyName: demoCase.familyName,
      description: demoCase.description,
      mainClient: client(demoCase.clients[0]),
      clients: demoCase.clients.map(client),
      underAges: (demoCase.underAges ?? []).map(([responsible, minor]) => ({
        client: client(responsible),
        underAgeClient: client(minor),
      })),
      haveTax: demoCase.haveTax ?? false,
      mainService: typeServiceIds.get(demoCase.services[0].typeService),
      stage,
    });
  const { id } = await saveProtocol(deps, DEMO_CALLER, demoCase.kind, body(first.stage));
  // the first service is the main one, whose line (covering every client) the create added
  for (const service of demoCase.services.slice(1))
    await addProtocolService(deps, DEMO_CALLER, id, {
      typeService: typeServiceIds.get(service.typeService)!,
      clients: service.clients.map(client),
    });
  if (demoCase.converted) await applyProtocolAction(deps, DEMO_CALLER, id, 'convert');
  const kind = demoCase.converted ? 'protocol' : demoCase.kind;
  for (const { stage } of later) await saveProtocol(deps, DEMO_CALLER, kind, body(stage), id);

  const { dossier } = demoCase;
  if (dossier) {
    await generateChecklist(deps, DEMO_CALLER, id, {
      route: dossier.route,
      immigrant: client(dossier.immigrant),
      applicants: dossier.applicants.map(client),
      apply: true,
    });
    if (dossier.lawExceptions)
      await setProtocolDossier(deps.connection, DEMO_CALLER, id, {
        route: dossier.route,
        lawExceptions: dossier.lawExceptions,
      });
    await fillCertificates(deps, id, dossier, client);
  }
  for (const entry of demoCase.cashEntries ?? [])
    await createCashEntry(deps.connection, DEMO_CALLER, {
      protocolId: id,
      value: entry.value,
      type: entry.type,
      clientId: entry.client ? client(entry.client) : null,
      observation: entry.observation,
      date: addDaysIso(await officeDay(), -entry.daysAgo),
    });
  if (demoCase.clockDemo) await seedClockDemo(deps, id);
  if (inChargeId) await applyProtocolAction(deps, DEMO_CALLER, id, 'forward', inChargeId);
  if (demoCase.finished) await applyProtocolAction(deps, DEMO_CALLER, id, 'finalize');
  await backdate(deps, id, demoCase);
}

/** Fills the first `filled` certificates of the generated checklist the way the office would, and the names as the certificates spell them. */
async function fillCertificates(
  deps: Deps,
  protocolId: string,
  dossier: NonNullable<DemoCase['dossier']>,
  client: (name: string) => string,
) {
  const tree = await getChecklistTree(deps.connection, deps.remotes, protocolId);
  const clients = await deps.remotes.lookupClients(
    tree.persons.flatMap(function ids(p): string[] {
      return [...(p.clientId ? [p.clientId] : []), ...p.children.flatMap(ids)];
    }),
  );
  const rows: { person: ChecklistPersonNode; certificate: CertificateWithProgress }[] = [];
  const walk = (persons: ChecklistPersonNode[]) =>
    persons.forEach((person) => {
      person.certificates.forEach((certificate) => rows.push({ person, certificate }));
      walk(person.children);
    });
  walk(tree.persons);
  const filled = dossier.filled === 'all' ? rows.length : dossier.filled;
  for (const [index, { person, certificate }] of rows.entries()) {
    const spelled = dossier.namesInDocuments?.find(
      (n) => client(n.client) === person.clientId && n.typeOfCertificate === certificate.typeOfCertificate,
    );
    if (index >= filled && !spelled) continue;
    const fields: Record<string, unknown> = Object.fromEntries(
      CERTIFICATE_FIELDS.map((field) => [field, certificate[field]]),
    );
    if (index < filled) {
      const translated = certificate.statusTranslate !== 'NOT_NECESSARY';
      Object.assign(fields, {
        statusDocument: 'IN_OFFICE',
        statusTranslate: translated ? 'TRANSLATED' : 'NOT_NECESSARY',
        price: CERTIFICATE_PRICE,
        translatePrice: translated ? TRANSLATION_PRICE : null,
      });
      const personName = person.name ?? '';
      const required = requiredCertificateFields(fields);
      if (required.includes('personNameInDocument')) fields.personNameInDocument ??= personName;
      if (required.includes('date'))
        fields.date = (person.clientId && clients.get(person.clientId)?.marriedDay) || null;
      if (required.includes('addressReferenceName')) fields.addressReferenceName = personName;
      if (required.includes('address')) fields.address = 'Endereço no comprovante';
    }
    if (spelled) fields.personNameInDocument = spelled.name;
    await saveOneCertificate(
      deps.connection,
      deps.remotes,
      DEMO_CALLER,
      saveOneCertificateBodySchema.parse({
        ...fields,
        id: certificate.id,
        protocolId,
        checklistPersonId: person.id,
      }),
    );
  }
}

/** The case was opened, and moved through its stages, on the days DEMO_CASES says (the timeline shows them). */
async function backdate(deps: Deps, id: string, demoCase: DemoCase) {
  const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS);
  const doc = await protocolModel(deps.connection).findById(id).lean();
  const history = doc!.stageHistory.map((change, index) => ({
    ...change,
    at: at(demoCase.stages[index]?.daysAgo ?? 0),
  }));
  // past the model on purpose: createdAt is immutable through it
  await protocolModel(deps.connection).collection.updateOne(
    { _id: doc!._id },
    { $set: { createdAt: at(demoCase.stages[0].daysAgo), stageHistory: history } },
  );
  forgetCounts(protocolModel(deps.connection), { paths: ['createdAt'] });
}
