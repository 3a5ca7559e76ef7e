import { Schema, type Connection, type Types } from 'mongoose';

/** A catalog contract filled in for a client of a protocol, kept as it was filled (spec 2 "contract client attach"). */
export type ProtocolContractRecord = {
  protocol: Types.ObjectId;
  contract: Types.ObjectId;
  contractName: string;
  client: Types.ObjectId;
  clientName: string;
  text: string;
  createdBy: { id: string | null; name: string };
  createdAt: Date;
};

const protocolContractSchema = new Schema<ProtocolContractRecord>(
  {
    protocol: { type: Schema.Types.ObjectId, required: true },
    contract: { type: Schema.Types.ObjectId, required: true },
    contractName: { type: String, required: true },
    client: { type: Schema.Types.ObjectId, required: true },
    clientName: { type: String, default: '' },
    text: { type: String, default: '' },
    createdBy: new Schema({ id: { type: String, default: null }, name: String }, { _id: false }),
    createdAt: { type: Date, required: true },
  },
  { strict: 'throw', versionKey: false },
);
protocolContractSchema.index({ protocol: 1, createdAt: 1 });

export type ProtocolContractModel = ReturnType<typeof define>;
const define = (connection: Connection) =>
  connection.model<ProtocolContractRecord>('ProtocolContract', protocolContractSchema);

export function protocolContractModel(connection: Connection): ProtocolContractModel {
  return (connection.models.ProtocolContract as ProtocolContractModel | undefined) ?? define(connection);
}
