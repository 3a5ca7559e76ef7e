import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';
import { CONSULAR_POST_KINDS } from '@linhagem/contracts';

/** The consulates and comuni cases queue at (administrators keep the list). */
const consularPostSchema = new Schema(
  {
    name: { type: String, required: true },
    /** the name folded for uniqueness (case and accents ignored) */
    nameKey: { type: String, required: true },
    kind: { type: String, enum: CONSULAR_POST_KINDS, required: true },
    active: { type: Boolean, default: true },
  },
  { strict: 'throw', timestamps: true, versionKey: false },
);
consularPostSchema.index({ nameKey: 1 }, { unique: true });

/** A protocol's place in a post's queue: one per protocol. */
const queueEntrySchema = new Schema(
  {
    protocol: { type: Schema.Types.ObjectId, required: true },
    post: { type: Schema.Types.ObjectId, required: true },
    bookingReference: { type: String, default: null },
    callListYear: { type: Number, default: null },
    appointmentDate: { type: String, default: null },
    whatToBring: { type: String, default: null },
  },
  { strict: 'throw', timestamps: true, versionKey: false },
);
queueEntrySchema.index({ protocol: 1 }, { unique: true });
queueEntrySchema.index({ post: 1, callListYear: 1 });

export type ConsularPostRecord = InferSchemaType<typeof consularPostSchema> & { _id: Types.ObjectId };
export type QueueEntryRecord = InferSchemaType<typeof queueEntrySchema> & {
  _id: Types.ObjectId;
  updatedAt: Date;
};

export function consularPostModel(connection: Connection) {
  const define = () => connection.model('ConsularPost', consularPostSchema);
  return (connection.models.ConsularPost as ReturnType<typeof define> | undefined) ?? define();
}
export function queueEntryModel(connection: Connection) {
  const define = () => connection.model('QueueEntry', queueEntrySchema);
  return (connection.models.QueueEntry as ReturnType<typeof define> | undefined) ?? define();
}
