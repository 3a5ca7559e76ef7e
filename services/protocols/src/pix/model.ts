import { Schema, type Connection, type Types } from 'mongoose';

/**
 * A Pix code staff issued for a case (`POST /api/protocol/{id}/pix`): its transaction id, unique across cases, is
 * what a bank statement and a cash entry name. The case's own code (quote, portal) is computed, never stored.
 */
export type PixCodeRecord = {
  protocol: Types.ObjectId;
  txid: string;
  sequence: number;
  amount: number;
  payload: string;
  issuedBy: { id: string; name: string; userName: string };
  createdAt: Date;
};

const pixCodeSchema = new Schema<PixCodeRecord>(
  {
    protocol: { type: Schema.Types.ObjectId, required: true },
    txid: { type: String, required: true },
    sequence: { type: Number, required: true, min: 2 },
    amount: { type: Number, required: true, min: 1 },
    payload: { type: String, required: true },
    issuedBy: new Schema({ id: String, name: String, userName: String }, { _id: false, strict: 'throw' }),
  },
  { strict: 'throw', timestamps: { createdAt: true, updatedAt: false }, collection: 'pixcodes' },
);
// two staff issuing at once draw the same next number: the second insert fails on these and draws again
pixCodeSchema.index({ txid: 1 }, { unique: true });
pixCodeSchema.index({ protocol: 1, sequence: 1 }, { unique: true });

const define = (connection: Connection) => connection.model<PixCodeRecord>('PixCode', pixCodeSchema);
export type PixCodeModel = ReturnType<typeof define>;
export const pixCodeModel = (connection: Connection): PixCodeModel =>
  (connection.models.PixCode as PixCodeModel | undefined) ?? define(connection);
