import mongoose, { type Connection } from 'mongoose';
import {
  acceptsSimpleSignature,
  isAdultOn,
  cpfDigits,
  signatureRequestBodySchema,
  type ProtocolRenderData,
  type SignatureRequest,
} from '@linhagem/contracts';
import { recordAudit, toObjectId, type Caller } from '@linhagem/service-kit';
import { findDocumentFile } from '../document/documents';
import type { ProtocolsClient } from '../protocols/protocolsClient';
import { readStoredFile } from '../storage/files';
import { sha256Of } from './signedPdf';
import { signatureModel, type SignatureRecord } from './model';
import { signatureErrors } from './signatureErrors';
import { statusOf, today, toSignatureRequest } from './toSignatureRequest';
import type { z } from 'zod';

/** The audit's entity name of a signature request. */
export const SIGNATURE_ENTITY = 'Signature';

/**
 * Each named signer a client of the protocol, adult, with a CPF (and an e-mail when the request mails codes): checked
 * before anything is stored. Name, CPF, birth date and e-mail are copied: the proof and the code's address are the
 * office's at sending, whatever the portal edits afterwards.
 */
function checkSigners(persons: ProtocolRenderData, clientIds: string[], day: string, emailCode: boolean) {
  if (new Set(clientIds).size !== clientIds.length) throw signatureErrors.duplicateSigner();
  return clientIds.map((clientId) => {
    const person = persons.clients.find((client) => client.id === clientId);
    if (!person) throw signatureErrors.signerNotInProtocol(clientId);
    if (!isAdultOn(person.birthDay, day)) throw signatureErrors.signerNotAdult(clientId);
    const cpf = cpfDigits(person.cpf ?? '');
    if (cpf.length !== 11) throw signatureErrors.signerWithoutCpf(clientId);
    if (emailCode && !person.email) throw signatureErrors.signerWithoutEmail(clientId);
    return {
      client: toObjectId(clientId),
      name: person.name,
      cpf,
      birthDay: person.birthDay!.slice(0, 10),
      ...(emailCode && { email: person.email! }),
      state: 'SENT' as const,
    };
  });
}

/**
 * `POST /api/signature`: a PDF of the case sent to adult clients of its protocol. The stored bytes are hashed again
 * now, so the SHA-256 kept is the one of the exact PDF the signers will be shown.
 */
export async function createSignature(
  connection: Connection,
  protocols: ProtocolsClient,
  body: z.output<typeof signatureRequestBodySchema>,
  caller: Caller,
  mailEnabled = false,
): Promise<SignatureRequest> {
  if (!acceptsSimpleSignature(body.purpose)) throw signatureErrors.needsNotary();
  if (body.emailCode && !mailEnabled) throw signatureErrors.mailOff();
  const day = today();
  if (body.expiresOn < day) throw signatureErrors.expiryPast();
  const { document, fileId } = await findDocumentFile(connection, body.documentId);
  if (document.contentType !== 'application/pdf') throw signatureErrors.notPdf();
  const persons = await protocols.protocolPersons(document.protocolId);
  const signers = checkSigners(
    persons,
    body.signers.map((signer) => signer.clientId),
    day,
    body.emailCode,
  );
  const sha256 = sha256Of(await readStoredFile(connection, fileId));
  const created = await signatureModel(connection).create({
    protocol: toObjectId(document.protocolId),
    document: toObjectId(document.id),
    documentName: document.fileName,
    documentFile: fileId,
    documentSha256: sha256,
    pageCount: document.pageCount ?? 1,
    purpose: body.purpose,
    ordered: body.ordered,
    expiresOn: body.expiresOn,
    message: body.message || null,
    emailCode: body.emailCode,
    status: 'OPEN',
    signers,
    budget: persons.budget,
    mainClient: persons.mainClientId ? toObjectId(persons.mainClientId) : null,
    createdBy: { userId: caller.sub, name: caller.name },
    createdAt: new Date(),
  });
  const request = toSignatureRequest(created.toObject() as SignatureRecord);
  await recordAudit(
    connection,
    caller,
    SIGNATURE_ENTITY,
    'CREATE',
    { entityId: request.id, entityName: request.documentName },
    undefined,
    request,
    { oneEntry: true },
  );
  return request;
}

export async function findSignatureRecord(connection: Connection, id: string): Promise<SignatureRecord> {
  const record = await signatureModel(connection).findById(toObjectId(id)).lean<SignatureRecord>();
  if (!record) throw signatureErrors.notFound();
  return record;
}

/** `GET /api/signature?protocolId`: a protocol's requests, newest first. */
export async function listSignatures(
  connection: Connection,
  protocolId: string,
): Promise<SignatureRequest[]> {
  const records = await signatureModel(connection)
    .find({ protocol: toObjectId(protocolId) })
    .sort({ createdAt: -1, _id: -1 })
    .limit(200)
    .lean<SignatureRecord[]>();
  return records.map((record) => toSignatureRequest(record));
}

/** `POST /api/signature/{id}/cancel`: an open request stops; a finished one is refused as it is. */
export async function cancelSignature(
  connection: Connection,
  id: string,
  caller: Caller,
): Promise<SignatureRequest> {
  const before = await findSignatureRecord(connection, id);
  const status = statusOf(before);
  if (status === 'CANCELLED') throw signatureErrors.cancelled();
  if (status !== 'OPEN' && status !== 'EXPIRED') throw signatureErrors.closed();
  const after = await signatureModel(connection)
    .findOneAndUpdate(
      { _id: before._id, status: 'OPEN' },
      { $set: { status: 'CANCELLED', cancelledAt: new Date() } },
      { new: true },
    )
    .lean<SignatureRecord>();
  if (!after) throw signatureErrors.closed();
  const request = toSignatureRequest(after);
  await recordAudit(
    connection,
    caller,
    SIGNATURE_ENTITY,
    'UPDATE',
    { entityId: request.id, entityName: request.documentName },
    toSignatureRequest(before),
    request,
  );
  return request;
}

export const trustedIn = (values: unknown[]) => mongoose.trusted({ $in: values });
