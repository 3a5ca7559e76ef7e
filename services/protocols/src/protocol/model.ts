import { Schema, Types, type Connection, type HydratedDocument } from 'mongoose';
import {
  DESTINATION_ROUTES,
  searchWords,
  LAW_74_EXCEPTIONS,
  PROTOCOL_STAGES,
  PROTOCOL_STATUSES,
  type DestinationRoute,
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
  taxRate: number;
  /** Protocol client links: `{ _id, client, name }` (the name as the clients service last told it). */
  clients: { _id: Types.ObjectId; client: Types.ObjectId; name: string; fromPortal?: boolean }[];
  /** the normalized words of the client names: the list's client-name filter (an index range per typed word) */
  clientSearchWords: string[];
  /** Underage links: `{ _id, client (the responsible), underAgeClient }`. */
  underAges: { _id: Types.ObjectId; client: Types.ObjectId; underAgeClient: Types.ObjectId }[];
  services: ProtocolServiceRecord[];
  accessCode: string;
  currentUser?: NamedRefRecord | null;
  /** issue 16: the dossier's destination route and the Law 74/2025 exceptions it records */
  route?: DestinationRoute | null;
  lawExceptions?: Law74Exception[];
  /** when a budget became a protocol, and who converted it (the dashboard's figures) */
  convertedAt?: Date | null;
  convertedBy?: NamedRefRecord | null;
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
    convertedAt: { type: Date, default: null },
    convertedBy: { type: namedRef, default: null },
  },
  { strict: 'throw', timestamps: true, optimisticConcurrency: true },
);
// the lists' totals are cached (paginateProtocols): every write through the model forgets those it can change
keepCountsFresh(protocolSchema);
protocolSchema.index({ budget: 1, code: 1 }, { unique: true });
protocolSchema.index({ budget: 1, status: 1, code: 1 });
protocolSchema.index({ 'currentUser.id': 1, status: 1 });
protocolSchema.index({ clientSearchWords: 1 });
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

/**
 * Protocols stored before `clientSearchWords` (they kept whole names in `clientSearchNames`) get their words, so
 * the filter finds them; run once at start, a no-op afterwards.
 */
export async function backfillClientSearchWords(connection: Connection): Promise<number> {
  const protocols = connection.collection('protocols');
  let updated = 0;
  const cursor = protocols.find(
    { clientSearchWords: { $exists: false } },
    { projection: { 'clients.name': 1 } },
  );
  for await (const doc of cursor) {
    const names = ((doc.clients ?? []) as { name?: string }[]).map((c) => c.name ?? '');
    await protocols.updateOne(
      { _id: doc._id },
      { $set: { clientSearchWords: clientSearchWordsOf(names) }, $unset: { clientSearchNames: '' } },
    );
    updated += 1;
  }
  if (updated > 0) forgetCounts(protocolModel(connection));
  return updated;
}
