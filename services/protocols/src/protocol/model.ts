import { Schema, Types, type Connection } from 'mongoose';

/**
 * spec 3: the protocol (case). Only the links to clients are modelled so far: the protocols issue brings
 * the rest (code, stage, services, budget flag, access code, status...).
 */
export type ProtocolDocument = {
  mainClient?: Types.ObjectId;
  /** Protocol client links: `{ id, client }`. */
  clients: { client: Types.ObjectId }[];
  /** Underage links: `{ id, client (the responsible), underAgeClient }`. */
  underAges: { client: Types.ObjectId; underAgeClient: Types.ObjectId }[];
};

const protocolSchema = new Schema<ProtocolDocument>(
  {
    mainClient: { type: Schema.Types.ObjectId, index: true },
    clients: [{ client: { type: Schema.Types.ObjectId, required: true } }],
    underAges: [
      {
        client: { type: Schema.Types.ObjectId, required: true },
        underAgeClient: { type: Schema.Types.ObjectId, required: true },
      },
    ],
  },
  { strict: 'throw', timestamps: true, optimisticConcurrency: true },
);
protocolSchema.index({ 'clients.client': 1 });
protocolSchema.index({ 'underAges.client': 1 });
protocolSchema.index({ 'underAges.underAgeClient': 1 });

export const protocolModel = (connection: Connection) => connection.model('Protocol', protocolSchema);
