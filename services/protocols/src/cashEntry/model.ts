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
  createdAt: Date;
  updatedAt: Date;
};
export type CashEntryDocument = HydratedDocument<CashEntryRecord>;

const cashEntrySchema = new Schema<CashEntryRecord>(
  {
    protocol: { type: Schema.Types.ObjectId, required: true },
    value: { type: Number, required: true, min: 1 },
    type: { type: String, enum: CASH_ENTRY_TYPES, required: true },
    client: { type: Schema.Types.ObjectId, default: null },
    user: new Schema({ id: String, name: String, userName: String }, { _id: false, strict: 'throw' }),
    observation: { type: String, default: '' },
    date: { type: String, required: true },
  },
  { strict: 'throw', timestamps: true, collection: 'cashentries' },
);
cashEntrySchema.index({ protocol: 1, date: 1 });
cashEntrySchema.index({ type: 1, date: 1 });

export type CashEntryModel = ReturnType<typeof define>;
const define = (connection: Connection) => connection.model<CashEntryRecord>('CashEntry', cashEntrySchema);

export function cashEntryModel(connection: Connection): CashEntryModel {
  return (connection.models.CashEntry as CashEntryModel | undefined) ?? define(connection);
}
