import mongoose, { type Connection } from 'mongoose';
import type { SettledPendingLinks } from '@linhagem/contracts';
import type { Caller } from '@linhagem/service-kit';
import { recordAudit } from '../audit/service';
import { clientModel } from '../client/model';
import { toClient } from '../client/toClient';
import { countClientProtocols } from '../protocols/protocolsClient';

/** Whom the audit names for a person removed at start. */
export const SETTLING_CALLER: Caller = {
  kind: 'service',
  sub: 'service:clients',
  userName: 'clients',
  name: 'Repair after a crash',
  typeUser: 'ADMINISTRATOR',
};

/**
 * The public portal's new person is created here, then linked by its protocol (services/protocols,
 * `createPerson`): a process killed between the two leaves a person no protocol lists. Every person still marked
 * `pendingLink` since before `before` (so no request of a running process) is kept when a protocol lists it
 * (the link was saved, only the marker's clearing was lost) or another client links it, and removed otherwise:
 * the family's request never got its answer, and its retry makes the person again (docs/adr-crash-consistency.md).
 * Throws a 503 when services/protocols cannot be asked; nothing is removed without its answer.
 */
export async function settlePendingLinks(
  connection: Connection,
  before: Date,
  protocolsUrl?: string,
  caller: Caller = SETTLING_CALLER,
): Promise<SettledPendingLinks> {
  const model = clientModel(connection);
  const settled: SettledPendingLinks = { linked: 0, removed: 0 };
  const pending = await model.find({ 'pendingLink.since': mongoose.trusted({ $lt: before }) });
  for (const doc of pending) {
    const id = String(doc._id);
    const linked =
      (await countClientProtocols(id, protocolsUrl)) > 0 ||
      (await model.exists({
        $or: [{ father: doc._id }, { mother: doc._id }, { responsible: doc._id }, { spouse: doc._id }],
      }));
    if (linked) {
      await clearPendingLink(connection, id);
      settled.linked++;
      continue;
    }
    const kept = toClient(doc);
    // through the document, so the cached totals forget only the filters it matched
    await doc.deleteOne();
    await recordAudit(connection, caller, 'DELETE', { entityId: id, entityName: doc.name }, kept, undefined);
    settled.removed++;
  }
  return settled;
}

/** The protocol lists the person now: it is an ordinary client. */
export async function clearPendingLink(connection: Connection, id: string): Promise<void> {
  await clientModel(connection).updateOne({ _id: id }, { $unset: { pendingLink: 1 } });
}
