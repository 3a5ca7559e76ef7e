import { Schema, type Connection, type InferSchemaType, type Types } from 'mongoose';
import { DEADLINE_KINDS } from '@linhagem/contracts';

/**
 * What the legal clock stores: a hand-added deadline (`manual: true`, with its date and title), or the state of a
 * computed one (`key`, its id): whether staff marked it done and which notices were given. Computed deadlines
 * themselves are never stored: they are worked out on every read from the case.
 */
const deadlineSchema = new Schema(
  {
    protocol: { type: Schema.Types.ObjectId, required: true },
    manual: { type: Boolean, required: true },
    /** a computed deadline's id (`<protocolId>-<KIND>-<subjectId>`); null for a manual one */
    key: { type: String, default: null },
    kind: { type: String, enum: DEADLINE_KINDS, required: true },
    date: { type: String, default: null },
    title: { type: String, default: null },
    done: { type: Boolean, default: false },
    doneAt: { type: Date, default: null },
    doneBy: { type: String, default: null },
    /** the notice thresholds (days before) already given to the staff member in charge */
    notified: { type: [Number], default: [] },
  },
  { strict: 'throw', timestamps: true, versionKey: false },
);
deadlineSchema.index({ protocol: 1 });
deadlineSchema.index({ key: 1 }, { unique: true, partialFilterExpression: { key: { $type: 'string' } } });

export type DeadlineRecord = InferSchemaType<typeof deadlineSchema> & { _id: Types.ObjectId };

export function deadlineModel(connection: Connection) {
  const define = () => connection.model('Deadline', deadlineSchema);
  return (connection.models.Deadline as ReturnType<typeof define> | undefined) ?? define();
}
