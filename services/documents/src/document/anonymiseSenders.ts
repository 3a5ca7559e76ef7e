import mongoose, { type Connection } from 'mongoose';
import { auditModel } from '@linhagem/service-kit';
import { DOCUMENT_ENTITY } from './documents';
import { documentModel } from './model';

/**
 * A client's anonymisation reaches the files their family sent for them (docs/adr-lgpd.md): a family's upload names
 * its checklist person as sender, in the record (`sentBy.name`, shown on the Documents tab) and in its audit (the
 * entry's author and the `sentBy.name` it lists). Each becomes `placeholder`; the files, their bytes and hashes stay
 * (evidence of the case). Idempotent: a retry finds the placeholder already there. Answers the files changed.
 */
export async function anonymiseFamilySenders(
  connection: Connection,
  personIds: string[],
  placeholder: string,
): Promise<number> {
  if (personIds.length === 0) return 0;
  const documents = documentModel(connection);
  const sent = await documents
    .find(
      {
        'sentBy.kind': 'FAMILY',
        'sentBy.personId': mongoose.trusted({ $in: personIds }),
      },
      { 'sentBy.name': 1 },
    )
    .lean<{ _id: mongoose.Types.ObjectId; sentBy: { name: string } }[]>();
  if (sent.length === 0) return 0;
  const ids = sent.map((document) => document._id);
  const names = [...new Set(sent.map((document) => document.sentBy.name))].filter(
    (name) => name !== placeholder,
  );
  const changed = await documents.updateMany(
    { _id: mongoose.trusted({ $in: ids }), 'sentBy.name': mongoose.trusted({ $ne: placeholder }) },
    { $set: { 'sentBy.name': placeholder } },
  );
  const audit = auditModel(connection);
  const entries = { entity: DOCUMENT_ENTITY, entityId: mongoose.trusted({ $in: ids }) };
  await audit.updateMany(
    { ...entries, name: mongoose.trusted({ $in: names }) },
    { $set: { name: placeholder } },
  );
  for (const side of ['before', 'after'] as const)
    await audit.updateMany(
      {
        ...entries,
        changes: mongoose.trusted({ $elemMatch: { field: 'sentBy.name', [side]: { $in: names } } }),
      },
      { $set: { [`changes.$[sender].${side}`]: placeholder } },
      { arrayFilters: [{ 'sender.field': 'sentBy.name', [`sender.${side}`]: { $in: names } }] },
    );
  return changed.modifiedCount;
}
