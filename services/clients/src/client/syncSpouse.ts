import type { Connection } from 'mongoose';
import type { Caller } from '@linhagem/service-kit';
import { recordAudit } from '../audit/service';
import { clientModel, type ClientDocument } from './model';
import { toClient } from './toClient';

const MARRIED = new Set(['MARRIED', 'STABLE_UNION']);

async function saveAudited(
  connection: Connection,
  caller: Caller,
  doc: ClientDocument,
  change: (d: ClientDocument) => void,
) {
  const before = toClient(doc);
  change(doc);
  if (!doc.isModified()) return;
  await doc.save();
  await recordAudit(
    connection,
    caller,
    'UPDATE',
    { entityId: String(doc._id), entityName: doc.name },
    before,
    toClient(doc),
  );
}

/**
 * Keeps the spouse link both ways (docs/adr-clients.md): a current marriage is mirrored on the spouse
 * (spouse link, wedding place and date, marital status); a spouse who is dropped, or a marriage that is no
 * longer current, ends the current flag on the other side and drops their link back.
 */
export async function syncSpouse(
  connection: Connection,
  caller: Caller,
  client: ClientDocument,
  previousSpouse?: string,
) {
  const model = clientModel(connection);
  const selfId = String(client._id);
  const spouseId = client.spouse ? String(client.spouse) : undefined;
  const wedding = client.wedding ? { ...client.toObject().wedding } : undefined;

  if (previousSpouse && previousSpouse !== spouseId) {
    const previous = await model.findById(previousSpouse);
    if (previous && String(previous.spouse ?? '') === selfId) {
      await saveAudited(connection, caller, previous, (d) => {
        d.set('spouse', undefined);
        if (d.wedding?.current) d.set('wedding.current', false);
      });
    }
  }
  if (!spouseId) return;
  const spouse = await model.findById(spouseId);
  if (!spouse) return;
  if (wedding?.current) {
    await saveAudited(connection, caller, spouse, (d) => {
      d.set('spouse', client._id);
      d.set('wedding', wedding);
      if (client.maritalStatus && MARRIED.has(client.maritalStatus))
        d.set('maritalStatus', client.maritalStatus);
    });
  } else if (String(spouse.spouse ?? '') === selfId && spouse.wedding?.current) {
    await saveAudited(connection, caller, spouse, (d) => d.set('wedding.current', false));
  }
}
