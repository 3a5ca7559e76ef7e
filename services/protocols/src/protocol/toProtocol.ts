import {
  DEFAULT_LANGUAGE,
  computeProtocolFinancial,
  type CashEntryType,
  type Protocol,
  type ProtocolSummary,
} from '@linhagem/contracts';
import type { ProtocolRecord } from './model';

type Stored = ProtocolRecord & { _id: unknown; __v?: number };
const idOf = (value: unknown) => (value ? String(value) : null);
const line = ({ gross, discount, net }: { gross: number; discount: number; net: number }) => ({
  gross,
  discount,
  net,
});

function mainClientOf(doc: Pick<Stored, 'mainClient' | 'clients'>) {
  const id = idOf(doc.mainClient);
  if (!id) return null;
  return { id, name: doc.clients.find((c) => String(c.client) === id)?.name ?? '' };
}

/**
 * The API face of a protocol. `entries` are its cash entries (type and value) for the totals; `withAccessCode`
 * is false for LIMITED callers (only NORMAL and above see the access code).
 */
export function toProtocol(
  doc: Stored,
  entries: Array<{ type: CashEntryType; value: number }>,
  withAccessCode: boolean,
): Protocol {
  const services = doc.services.map((s) => ({
    id: String(s._id),
    typeService: String(s.typeService),
    typeServiceName: s.typeServiceName,
    clients: s.clients.map(String),
    price: { ...line(s.price), clients: s.price.clients.map(line) },
    pricedAt: s.pricedAt.toISOString(),
  }));
  return {
    id: String(doc._id),
    code: doc.code,
    budgetCode: doc.budgetCode ?? null,
    budget: doc.budget,
    status: doc.status,
    active: doc.active,
    stage: doc.stage,
    stageHistory: doc.stageHistory.map((h) => ({
      stage: h.stage,
      at: h.at.toISOString(),
      userName: h.userName,
      name: h.name,
    })),
    name: doc.name,
    familyName: doc.familyName,
    description: doc.description,
    mainClient: mainClientOf(doc),
    mainService: idOf(doc.mainService),
    haveTax: doc.haveTax,
    language: doc.language ?? DEFAULT_LANGUAGE,
    taxRate: doc.taxRate,
    clients: doc.clients.map((c) => ({ id: String(c._id), client: String(c.client), name: c.name })),
    underAges: doc.underAges.map((u) => ({
      id: String(u._id),
      client: String(u.client),
      underAgeClient: String(u.underAgeClient),
    })),
    services,
    ...(withAccessCode ? { accessCode: doc.accessCode } : {}),
    currentUser: doc.currentUser?.id ? { id: doc.currentUser.id, name: doc.currentUser.name } : null,
    route: doc.route ?? null,
    lawExceptions: [...(doc.lawExceptions ?? [])],
    filingDate: doc.filingDate ?? null,
    financial: computeProtocolFinancial({
      services,
      haveTax: doc.haveTax,
      taxRate: doc.taxRate,
      entries,
    }),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    version: doc.__v ?? 0,
    ...(doc.quoteAccepted?.at && {
      quoteAccepted: {
        at: doc.quoteAccepted.at.toISOString(),
        signatureId: doc.quoteAccepted.signatureId,
        signedDocumentId: doc.quoteAccepted.signedDocumentId,
      },
    }),
  };
}

export function toSummary(
  doc: Omit<Stored, 'accessCode' | 'services' | 'underAges' | 'stageHistory'>,
): ProtocolSummary {
  return {
    id: String(doc._id),
    code: doc.code,
    budget: doc.budget,
    status: doc.status,
    active: doc.active,
    stage: doc.stage,
    name: doc.name,
    familyName: doc.familyName,
    mainClient: mainClientOf(doc),
    clientNames: doc.clients.map((c) => c.name),
    currentUser: doc.currentUser?.id ? { id: doc.currentUser.id, name: doc.currentUser.name } : null,
    createdAt: doc.createdAt.toISOString(),
  };
}

/**
 * What the audit compares: the protocol's own fields, services keyed by id (so a re-price reads
 * `services.<id>.net`), no access code (its change is recorded without the values) and no totals.
 */
export function toAuditFace(protocol: Protocol): Record<string, unknown> {
  const {
    accessCode: _code,
    financial: _totals,
    stageHistory: _history,
    services,
    clients,
    ...own
  } = protocol;
  return {
    ...own,
    mainClient: protocol.mainClient?.id ?? null,
    currentUser: protocol.currentUser?.id ?? null,
    clients: clients.map((c) => c.client),
    underAges: protocol.underAges.map((u) => `${u.client}>${u.underAgeClient}`),
    services: Object.fromEntries(
      services.map((s) => [s.id, { typeService: s.typeServiceName, clients: s.clients, ...line(s.price) }]),
    ),
  };
}
