import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';
import { READING_LANGUAGES, READING_STATUSES } from '@linhagem/contracts';

/**
 * The reading of one document (docs/adr-reading.md): the queue's state lives here, so a restarted service
 * resumes it. `leaseUntil` is when a READING claim lapses (a process that died mid-reading); `attempts` counts
 * the claims, and a reading that failed READING_MAX_ATTEMPTS times is FAILED.
 */
export const readingSchema = new Schema(
  {
    document: { type: Schema.Types.ObjectId, required: true },
    protocol: { type: Schema.Types.ObjectId, required: true },
    /** the family sent it (the portal shows its reading) */
    fromFamily: { type: Boolean, required: true },
    status: { type: String, enum: READING_STATUSES, required: true },
    queuedAt: { type: Date, required: true },
    startedAt: { type: Date },
    readAt: { type: Date },
    leaseUntil: { type: Date },
    attempts: { type: Number, required: true, default: 0 },
    error: { type: String },
    language: { type: String, enum: [...READING_LANGUAGES, null], default: null },
    layout: { type: String },
    /** pages, fields and matrícula as the API answers them (their shape is the contract's) */
    pages: { type: Schema.Types.Mixed, default: [] },
    fields: { type: Schema.Types.Mixed, default: [] },
    matricula: { type: Schema.Types.Mixed, default: null },
    /** seconds the reading took */
    seconds: { type: Number },
    feedback: {
      type: new Schema(
        {
          ok: { type: Boolean, required: true },
          note: { type: String, default: null },
          at: { type: Date, required: true },
        },
        { _id: false, strict: 'throw' },
      ),
      default: null,
    },
    applied: { type: [String], default: [] },
  },
  { strict: 'throw', versionKey: false, collection: 'readings', minimize: false },
);
readingSchema.index({ document: 1 }, { unique: true });
readingSchema.index({ status: 1, queuedAt: 1 });

export type ReadingRecord = InferSchemaType<typeof readingSchema> & { _id: Types.ObjectId };

const define = (connection: Connection) => connection.model('Reading', readingSchema);
export type ReadingModel = ReturnType<typeof define>;

export function readingModel(connection: Connection): ReadingModel {
  return (connection.models.Reading as ReadingModel | undefined) ?? define(connection);
}
