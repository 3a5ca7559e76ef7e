import { Schema, type Connection, type HydratedDocument, type Types } from 'mongoose';
import { CASH_ENTRY_TYPES, type CashEntryType } from '@linhagem/contracts';

/** spec 3 "cash entry": value in integer cents, always positive; the type says which way it goes. */
export type CashEntryRecord = {
  protocol: Types.ObjectId;
  value: number;
  type: CashEntryType;
  client?: Types.ObjectId | null;
  user: { id: string; name: string; userName: string };
  observation: string;
  /** calendar date `YYYY-MM-DD` */
  date: string;
  /** the transaction id of the case's Pix code this payment came with */
  pixTxid?: string | null;
  createdAt: Date;
  updatedAt: Date;
};
export type CashEntryDocument = HydratedDocument<CashEntryRecord>;

export const CASH_ENTRY_VALIDATOR = {
  bsonType: 'object',
  required: ['protocol', 'value', 'type', 'date'],
  properties: {
    protocol: { bsonType: 'objectId' },
    value: { bsonType: ['int', 'long', 'double'], minimum: 1 },
    type: { enum: [...CASH_ENTRY_TYPES] },
    date: { bsonType: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
  },
};

const cashEntrySchema = new Schema<CashEntryRecord>(
  {
    protocol: { type: Schema.Types.ObjectId, required: true },
    value: { type: Number, required: true, min: 1 },
    type: { type: String, enum: CASH_ENTRY_TYPES, required: true },
    client: { type: Schema.Types.ObjectId, default: null },
    user: new Schema({ id: String, name: String, userName: String }, { _id: false, strict: 'throw' }),
    observation: { type: String, default: '' },
    date: { type: String, required: true },
    pixTxid: { type: String, default: null },
  },
  {
    strict: 'throw',
    timestamps: true,
    collection: 'cashentries',
    // A last guard below the API's own checks: whatever writes to this collection, a cash
    // entry keeps a positive amount in cents, a known type and a calendar date, or MongoDB refuses it (121).
    collectionOptions: { validator: { $jsonSchema: CASH_ENTRY_VALIDATOR } },
  },
);
cashEntrySchema.index({ protocol: 1, date: 1 });
cashEntrySchema.index({ type: 1, date: 1 });
cashEntrySchema.index({ protocol: 1, pixTxid: 1 });

export type CashEntryModel = ReturnType<typeof define>;
const define = (connection: Connection) => connection.model<CashEntryRecord>('CashEntry', cashEntrySchema);

export function cashEntryModel(connection: Connection): CashEntryModel {
  return (connection.models.CashEntry as CashEntryModel | undefined) ?? define(connection);
}
