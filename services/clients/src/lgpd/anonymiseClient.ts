import mongoose, { type Connection } from 'mongoose';
import { ANONYMISED_NAME, CLIENT_ERROR_CODES, type AnonymiseResult } from '@linhagem/contracts';
import { AppError, auditModel, type Caller } from '@linhagem/service-kit';
import { clientModel } from '../client/model';
import { findClient } from '../client/service';
import { anonymiseSignatures } from '../documents/documentsClient';
import { anonymiseInProtocols, protocolsPersonalData } from '../protocols/protocolsClient';
import type { LgpdRoutesOptions } from './boxUrls';

/** The personal fields an anonymisation clears (the name becomes the placeholder; ids, links and tags stay). */
const CLEARED = [
  'cpf',
  'cnpj',
  'rg',
  'email',
  'phoneNumber',
  'cellPhoneNumber',
  'address',
  'birthPlace',
  'deathPlace',
  'birthDay',
  'deathDay',
  'fatherName',
  'motherName',
  'spousesName',
  'wedding',
  'notes',
  'naturalisationDate',
  'gedcomText',
  'gender',
] as const;

/** The texts of other clients that copy this client's name (the father's, mother's and spouse's name). */
const NAME_COPIES = [
  ['father', 'fatherName'],
  ['mother', 'motherName'],
  ['spouse', 'spousesName'],
] as const;

/**
 * `POST /api/client/:id/anonymise` (LGPD art. 18, docs/adr-lgpd.md). Order: services/protocols first (it refuses,
 * writing nothing, while an active protocol links the client; else it replaces the client's name in its records,
 * an idempotent step), then services/documents' signature records and the client's name as the sender of their
 * family's files (idempotent too), then this box's records. A failure of the protocols call leaves the client untouched; a
 * failure after it leaves names replaced in protocols only, and a retry completes the rest. The audit entry says
 * who anonymised whom and when, never the removed values; the client's older audit entries lose their values too.
 */
export async function anonymiseClient(
  connection: Connection,
  caller: Caller,
  clientId: string,
  options: LgpdRoutesOptions,
): Promise<AnonymiseResult> {
  const doc = await findClient(connection, clientId);
  if (doc.anonymisedAt)
    throw AppError.conflict('This client was anonymised already', {
      code: CLIENT_ERROR_CODES.alreadyAnonymised,
    });
  // the names go with the call: a retry after a failure below still has them (this record is cleared after)
  const names = [doc.name, ...(doc.nameVariants ?? [])];
  const protocols = await anonymiseInProtocols(
    clientId,
    { placeholder: ANONYMISED_NAME, names: names.filter(Boolean) },
    options,
  );

  // the checklist persons that are the client: the files their family sent name them as sender
  const held = await protocolsPersonalData(clientId, options);
  const personIds = held.checklistPersons.map((person) => String(person._id));
  await anonymiseSignatures(clientId, { placeholder: ANONYMISED_NAME, personIds }, options);

  const at = new Date();
  doc.set('name', ANONYMISED_NAME);
  doc.set('nameVariants', []);
  doc.set('alive', true);
  for (const field of CLEARED) doc.set(field, undefined);
  doc.set('anonymisedAt', at);
  await doc.save();

  const id = doc._id;
  const Client = clientModel(connection);
  for (const [link, copy] of NAME_COPIES)
    await Client.updateMany(
      { [link]: id, [copy]: mongoose.trusted({ $exists: true }) },
      { $set: { [copy]: ANONYMISED_NAME } },
    );
  const Audit = auditModel(connection);
  // the earlier entries of this client keep who changed which field when, not the values
  await Audit.updateMany(
    { entityId: id },
    { $set: { entityName: ANONYMISED_NAME }, $unset: { before: 1, after: 1 } },
  );
  await Audit.updateMany(
    { entityId: id, 'changes.0': mongoose.trusted({ $exists: true }) },
    { $unset: { 'changes.$[].before': 1, 'changes.$[].after': 1 } },
  );
  await Audit.create({
    entity: 'Client',
    entityId: id,
    entityName: ANONYMISED_NAME,
    action: 'UPDATE',
    field: 'anonymised',
    before: false,
    after: true,
    userName: caller.userName,
    name: caller.name,
    at,
  });
  return { id: clientId, anonymisedAt: at.toISOString(), protocols };
}
