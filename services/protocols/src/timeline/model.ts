import { Schema, type Connection, type Types } from 'mongoose';
import { TIMELINE_EVENT_KINDS, type TimelineEventKind } from '@linhagem/contracts';

/** A stored entry of a case's timeline (stage changes are read from the protocol's history instead). */
export type TimelineEventRecord = {
  protocol: Types.ObjectId;
  kind: Exclude<TimelineEventKind, 'STAGE'>;
  at: Date;
  author: { id: string | null; name: string };
  message: string;
  visibleToFamily: boolean;
  mailedAt: Date | null;
};

const timelineEventSchema = new Schema<TimelineEventRecord>(
  {
    protocol: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: TIMELINE_EVENT_KINDS.filter((k) => k !== 'STAGE'), required: true },
    at: { type: Date, required: true },
    author: new Schema({ id: { type: String, default: null }, name: String }, { _id: false }),
    message: { type: String, default: '' },
    visibleToFamily: { type: Boolean, required: true },
    mailedAt: { type: Date, default: null },
  },
  { strict: 'throw', versionKey: false },
);
timelineEventSchema.index({ protocol: 1, at: 1 });

export type TimelineEventModel = ReturnType<typeof define>;
const define = (connection: Connection) =>
  connection.model<TimelineEventRecord>('TimelineEvent', timelineEventSchema);

export function timelineEventModel(connection: Connection): TimelineEventModel {
  return (connection.models.TimelineEvent as TimelineEventModel | undefined) ?? define(connection);
}
