import { Schema, Types, type Connection, type HydratedDocument } from 'mongoose';
import {
  BUDGET_CODE_PREFIX,
  DEFAULT_LANGUAGE,
  DESTINATION_ROUTES,
  searchWords,
  LAW_74_EXCEPTIONS,
  PROTOCOL_STAGES,
  PROTOCOL_STATUSES,
  SUPPORTED_LANGUAGES,
  type DestinationRoute,
  type Language,
  type Law74Exception,
  type ProtocolStage,
  type ProtocolStatus,
} from '@linhagem/contracts';
import { forgetCounts, keepCountsFresh } from '@linhagem/service-kit';

/** spec 3: the protocol (case); a budget is a protocol with `budget: true`. Money in integer cents. */
export type PriceLineRecord = { gross: number; discount: number; net: number };
export type ProtocolServiceRecord = {
  _id: Types.ObjectId;
  typeService: Types.ObjectId;
  typeServiceName: string;
  clients: Types.ObjectId[];
  price: PriceLineRecord & { clients: PriceLineRecord[] };
  pricedAt: Date;
};
export type NamedRefRecord = { id: string; name: string };

export type ProtocolRecord = {
  code: string;
  budgetCode?: string | null;
  budget: boolean;
  status: ProtocolStatus;
  active: boolean;
  stage: ProtocolStage;
  stageHistory: { stage: ProtocolStage; at: Date; userName: string; name: string }[];
  name: string;
  familyName: string;
  description: string;
  mainClient?: Types.ObjectId | null;
  mainService?: Types.ObjectId | null;
  haveTax: boolean;
  /** its PDFs' language; absent on a protocol saved before it existed (read as pt-BR) */
  language?: Language;
  taxRate: number;
  /** Protocol client links: `{ _id, client, name }` (the name as the clients service last told it). */
  clients: { _id: Types.ObjectId; client: Types.ObjectId; name: string; fromPortal?: boolean }[];
  /** the normalized words of the client names: the list's client-name filter (an index range per typed word) */
  clientSearchWords: string[];
  /** the normalized words of the name, family name, client names and codes: the list's search box (`text`) */
  searchWords: string[];
  /** Underage links: `{ _id, client (the responsible), underAgeClient }`. */
  underAges: { _id: Types.ObjectId; client: Types.ObjectId; underAgeClient: Types.ObjectId }[];
  services: ProtocolServiceRecord[];
  accessCode: string;
  currentUser?: NamedRefRecord | null;
  /** the dossier's destination route and the Law 74/2025 exceptions it records */
  route?: DestinationRoute | null;
  lawExceptions?: Law74Exception[];
  /** when the application was or will be filed (`YYYY-MM-DD`): chooses the rule versions */
  filingDate?: string | null;
  /** when a budget became a protocol, and who converted it (the dashboard's figures) */
  convertedAt?: Date | null;
  convertedBy?: NamedRefRecord | null;
  /** when the protocol was last finished (the dashboard's cases finished per staff member); null once reactivated */
  finishedAt?: Date | null;
  /** a budget's quote signed in the portal by its main client (services/documents' signatures) */
  quoteAccepted?: { at: Date; signatureId: string; signedDocumentId: string } | null;
  createdAt: Date;
  updatedAt: Date;
};
export type ProtocolDocument = HydratedDocument<ProtocolRecord>;

const priceLine = { gross: Number, discount: Number, net: Number };
const namedRef = new Schema({ id: String, name: String }, { _id: false, strict: 'throw' });

const protocolSchema = new Schema<ProtocolRecord>(
  {
    code: { type: String, required: true },
    budgetCode: { type: String, default: null },
    budget: { type: Boolean, required: true, default: false },
    status: { type: String, enum: PROTOCOL_STATUSES, required: true, default: 'ACTIVE' },
    active: { type: Boolean, required: true, default: true },
    stage: { type: String, enum: PROTOCOL_STAGES, required: true },
    stageHistory: [
      {
        _id: false,
        stage: { type: String, enum: PROTOCOL_STAGES, required: true },
        at: { type: Date, required: true },
        userName: String,
        name: String,
      },
    ],
    name: { type: String, required: true },
    familyName: { type: String, default: '' },
    description: { type: String, default: '' },
    mainClient: { type: Schema.Types.ObjectId, default: null, index: true },
    mainService: { type: Schema.Types.ObjectId, default: null },
    haveTax: { type: Boolean, default: false },
    language: { type: String, enum: SUPPORTED_LANGUAGES, default: DEFAULT_LANGUAGE },
    taxRate: { type: Number, default: 0 },
    clients: [
      {
        client: { type: Schema.Types.ObjectId, required: true },
        name: { type: String, default: '' },
        /** created by the family in the public portal: removing it there deletes the client too */
        fromPortal: { type: Boolean, default: false },
      },
    ],
    clientSearchWords: { type: [String], default: [] },
    searchWords: { type: [String], default: [] },
    underAges: [
      {
        client: { type: Schema.Types.ObjectId, required: true },
        underAgeClient: { type: Schema.Types.ObjectId, required: true },
      },
    ],
    services: [
      {
        typeService: { type: Schema.Types.ObjectId, required: true },
        typeServiceName: { type: String, default: '' },
        clients: [Schema.Types.ObjectId],
        price: { ...priceLine, clients: [new Schema(priceLine, { _id: false })] },
        pricedAt: { type: Date, required: true },
      },
    ],
    accessCode: { type: String, required: true },
    currentUser: { type: namedRef, default: null },
    route: { type: String, enum: [...DESTINATION_ROUTES, null], default: null },
    lawExceptions: { type: [{ type: String, enum: LAW_74_EXCEPTIONS }], default: [] },
    filingDate: { type: String, default: null },
    convertedAt: { type: Date, default: null },
    convertedBy: { type: namedRef, default: null },
    finishedAt: { type: Date, default: null },
    quoteAccepted: {
      type: new Schema(
        { at: Date, signatureId: String, signedDocumentId: String },
        { _id: false, strict: 'throw' },
      ),
      default: null,
    },
  },
  { strict: 'throw', timestamps: true, optimisticConcurrency: true },
);
// before the count cache's own hook, which reads the modified paths
protocolSchema.pre('save', function fillSearchWords() {
  this.clientSearchWords = clientSearchWordsOf(this.clients.map((link) => link.name));
  this.searchWords = searchWordsOf(this);
});
// the lists' totals are cached (paginateProtocols): every write through the model forgets those it can change
keepCountsFresh(protocolSchema);
protocolSchema.index({ budget: 1, code: 1 }, { unique: true });
protocolSchema.index({ budget: 1, status: 1, code: 1 });
protocolSchema.index({ 'currentUser.id': 1, status: 1 });
protocolSchema.index({ clientSearchWords: 1 });
protocolSchema.index({ searchWords: 1 });
protocolSchema.index({ 'clients.client': 1 });
protocolSchema.index({ 'underAges.client': 1 });
protocolSchema.index({ 'underAges.underAgeClient': 1 });
protocolSchema.index({ 'services.typeService': 1 });
protocolSchema.index({ mainService: 1 });
protocolSchema.index({ convertedAt: 1 });

/** Every protocol or budget that links the client: as main client, linked client, responsible or minor. */
export const clientLinkWhere = (clientId: Types.ObjectId) => ({
  $or: [
    { mainClient: clientId },
    { 'clients.client': clientId },
    { 'underAges.client': clientId },
    { 'underAges.underAgeClient': clientId },
  ],
});

export type ProtocolModel = ReturnType<typeof define>;
const define = (connection: Connection) => connection.model<ProtocolRecord>('Protocol', protocolSchema);

export function protocolModel(connection: Connection): ProtocolModel {
  return (connection.models.Protocol as ProtocolModel | undefined) ?? define(connection);
}

/** What the client-name filter searches: every word of the protocol's client names, normalized, once. */
export const clientSearchWordsOf = (names: string[]): string[] => [...new Set(names.flatMap(searchWords))];

type SearchedFields = Pick<ProtocolRecord, 'name' | 'familyName' | 'code'> & {
  budgetCode?: string | null;
  clients?: { name?: string }[];
};

/**
 * What the search box searches: the words of the name, the family name, every client's name and the codes
 * (`ORC-2026/0004` gives `orc`, `2026`, `0004`, so the number alone finds it; a converted budget keeps its old
 * code's words). Filled on every save and at start for older documents.
 */
export const searchWordsOf = ({
  name,
  familyName,
  code,
  budgetCode,
  clients = [],
}: SearchedFields): string[] =>
  clientSearchWordsOf([name, familyName, ...clients.map((c) => c.name ?? ''), code, budgetCode ?? '']);

/** A budget code stored before budgets had their prefix. */
const UNPREFIXED = /^\d/;
const prefixed = (code: string) => (UNPREFIXED.test(code) ? `${BUDGET_CODE_PREFIX}${code}` : code);

/**
 * Brings protocols stored by older versions up to date, at start; a no-op once done (so safe on every start):
 * budget codes (and a converted protocol's `budgetCode`) get the budget prefix, the bell's copies of those codes
 * follow, and documents without the words the searches read get them. Writes go past the model, so the cached
 * list totals are forgotten by hand.
 */
export async function migrateStoredProtocols(connection: Connection): Promise<number> {
  const protocols = connection.collection('protocols');
  const notifications = connection.collection('notifications');
  let updated = 0;
  const cursor = protocols.find(
    {
      $or: [
        { searchWords: { $exists: false } },
        { clientSearchWords: { $exists: false } },
        { budget: true, code: UNPREFIXED },
        { budgetCode: UNPREFIXED },
      ],
    },
    { projection: { code: 1, budget: 1, budgetCode: 1, name: 1, familyName: 1, 'clients.name': 1 } },
  );
  for await (const doc of cursor) {
    const code: string = doc.budget ? prefixed(doc.code) : doc.code;
    const budgetCode: string | null = doc.budgetCode ? prefixed(doc.budgetCode) : null;
    const clients = (doc.clients ?? []) as { name?: string }[];
    await protocols.updateOne(
      { _id: doc._id },
      {
        $set: {
          code,
          budgetCode,
          clientSearchWords: clientSearchWordsOf(clients.map((c) => c.name ?? '')),
          searchWords: searchWordsOf({
            name: doc.name ?? '',
            familyName: doc.familyName ?? '',
            code,
            budgetCode,
            clients,
          }),
        },
        // kept whole names before the words (an older version still)
        $unset: { clientSearchNames: '' },
      },
    );
    if (code !== doc.code)
      await notifications.updateMany(
        { protocol: doc._id, protocolCode: doc.code },
        { $set: { protocolCode: code } },
      );
    updated += 1;
  }
  if (updated > 0) forgetCounts(protocolModel(connection));
  return updated;
}
