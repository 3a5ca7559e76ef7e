import type { Connection } from 'mongoose';
import {
  averageProgress,
  certificateProgress,
  progressColor,
  type PublicProtocolInfo,
  type ProtocolTimelineEvent,
  type PublicTimelineEvent,
  type TypeOfCertificate,
} from '@linhagem/contracts';
import { certificateModel, checklistModel, type CertificateRecord } from '../checklist/model';
import { listTimeline } from '../timeline/service';
import type { ProtocolDocument } from '../protocol/model';

/** The family group's name: the protocol's family name, else its name. */
export const groupNameOf = (protocol: Pick<ProtocolDocument, 'familyName' | 'name'>) =>
  protocol.familyName || protocol.name;

type StoredCertificate = {
  typeOfCertificate?: TypeOfCertificate | null;
  personName?: string | null;
  statusDocument?: string | null;
  updatedAt: Date;
};

/**
 * The case as the family follows it (spec 2 "Public status page"), oldest first: created, the staff timeline's
 * entries the family sees (stage changes, messages both ways), each document the office holds, the checklist sent.
 */
function timelineOf(
  protocol: ProtocolDocument,
  shared: ProtocolTimelineEvent[],
  certificates: StoredCertificate[],
  checklist: { sent?: boolean | null; sentAt?: Date | null } | null,
): PublicTimelineEvent[] {
  const received = certificates.filter((c) => c.statusDocument === 'IN_OFFICE');
  const events: PublicTimelineEvent[] = [
    { kind: 'CREATED', at: protocol.createdAt.toISOString() },
    // the first stage is the one the case was created in
    ...shared
      .filter((event) => event.id !== 'stage-0')
      .map(({ kind, at, stage, message }) => ({
        kind,
        at,
        ...(stage ? { stage } : {}),
        ...(message ? { message } : {}),
      })),
    ...received.map((c) => ({
      kind: 'DOCUMENT_RECEIVED' as const,
      at: c.updatedAt.toISOString(),
      certificate: c.typeOfCertificate ?? undefined,
      label: c.personName ?? undefined,
    })),
    ...(checklist?.sent && checklist.sentAt
      ? [{ kind: 'CHECKLIST_SENT' as const, at: checklist.sentAt.toISOString() }]
      : []),
  ];
  return events.sort((a, b) => a.at.localeCompare(b.at));
}

/** `GET api/public/protocol/{protocolId}/{accessCode}` (spec 3 "Protocol public info"). */
export async function publicInfo(
  connection: Connection,
  protocol: ProtocolDocument,
): Promise<PublicProtocolInfo> {
  // one read of each: the progress and the timeline share the certificates and the checklist
  const [certificates, checklist, shared] = await Promise.all([
    certificateModel(connection)
      .find({ protocol: protocol._id })
      .lean<Array<CertificateRecord & { updatedAt: Date }>>(),
    checklistModel(connection).findOne({ protocol: protocol._id }).lean(),
    listTimeline(connection, protocol, true),
  ]);
  const timeline = timelineOf(protocol, shared, certificates, checklist);
  const minors = new Set(protocol.underAges.map((u) => String(u.underAgeClient)));
  const nameOf = new Map(protocol.clients.map((c) => [String(c.client), c.name]));
  const persons = protocol.clients
    .filter((c) => !minors.has(String(c.client)))
    .map((c) => ({
      name: c.name,
      dependents: protocol.underAges
        .filter((u) => String(u.client) === String(c.client))
        .map((u) => nameOf.get(String(u.underAgeClient)) ?? ''),
    }));
  // spec 5: overall progress is the average across certificates
  const progress = averageProgress(
    certificates.map((c) => certificateProgress(c as Parameters<typeof certificateProgress>[0])),
  );
  return {
    protocolGroupName: groupNameOf(protocol),
    code: protocol.code,
    status: protocol.status,
    stage: protocol.stage,
    persons,
    sent: checklist?.sent ?? false,
    checklist: { progress, color: progressColor(progress), certificates: certificates.length },
    timeline,
  };
}
