import type { Connection } from 'mongoose';
import type { ProtocolTimelineEvent } from '@linhagem/contracts';
import type { Caller } from '@linhagem/service-kit';
import type { ProtocolDocument } from '../protocol/model';
import { findProtocol } from '../protocol/service';
import { timelineEventModel, type TimelineEventRecord } from './model';

type NewEvent = Pick<TimelineEventRecord, 'kind' | 'author' | 'message' | 'visibleToFamily'>;

function toEvent(doc: TimelineEventRecord & { _id: unknown }): ProtocolTimelineEvent {
  return {
    id: String(doc._id),
    protocolId: String(doc.protocol),
    kind: doc.kind,
    at: doc.at.toISOString(),
    author: { id: doc.author.id ?? null, name: doc.author.name },
    message: doc.message,
    visibleToFamily: doc.visibleToFamily,
    mailedAt: doc.mailedAt ? doc.mailedAt.toISOString() : null,
  };
}

/** Adds an entry to the protocol's timeline (the portal's family notifications use it too). */
export async function recordTimelineEvent(
  connection: Connection,
  protocol: ProtocolDocument,
  event: NewEvent,
): Promise<ProtocolTimelineEvent> {
  const doc = await timelineEventModel(connection).create({
    ...event,
    protocol: protocol._id,
    at: new Date(),
    mailedAt: null,
  });
  return toEvent(doc.toObject());
}

export const staffAuthor = (caller: Caller) => ({
  id: caller.kind === 'user' ? caller.sub : null,
  name: caller.name,
});

/** `POST /api/protocol/{id}/notification`: the office's message to the family, kept on the timeline. */
export async function sendStaffNotification(
  connection: Connection,
  caller: Caller,
  id: string,
  message: string,
): Promise<ProtocolTimelineEvent> {
  const protocol = await findProtocol(connection, id);
  return recordTimelineEvent(connection, protocol, {
    kind: 'STAFF_NOTIFICATION',
    author: staffAuthor(caller),
    message,
    visibleToFamily: true,
  });
}

/**
 * The case's timeline, oldest first: its stage changes and its stored events. `familyOnly` leaves out what the
 * family does not see (the portal).
 */
export async function listTimeline(
  connection: Connection,
  protocol: ProtocolDocument,
  familyOnly = false,
): Promise<ProtocolTimelineEvent[]> {
  const protocolId = String(protocol._id);
  const stages: ProtocolTimelineEvent[] = protocol.stageHistory.map((change, index) => ({
    id: `stage-${index}`,
    protocolId,
    kind: 'STAGE',
    at: change.at.toISOString(),
    author: { id: null, name: change.name },
    message: '',
    stage: change.stage,
    visibleToFamily: true,
    mailedAt: null,
  }));
  const stored = await timelineEventModel(connection)
    .find({ protocol: protocol._id, ...(familyOnly ? { visibleToFamily: true } : {}) })
    .sort({ at: 1, _id: 1 })
    .lean();
  return [...stages, ...stored.map(toEvent)].sort((a, b) => a.at.localeCompare(b.at));
}
