import { anonymiseFamilySenders } from '../document/anonymiseSenders';
import Router from '@koa/router';
import mongoose, { type Connection } from 'mongoose';
import { z } from 'zod';
import {
  DOCUMENTS_PERSONAL_DATA_INTERNAL,
  anonymiseSignaturesBodySchema,
  objectIdText,
  type SignaturesOfClient,
} from '@linhagem/contracts';
import { internal, route } from '@linhagem/service-kit';
import { signatureModel, type SignatureRecord } from './model';

const clientParams = z.object({ clientId: objectIdText('Not an id') });
const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** The client's part of one request: their own signer entry and evidence (drawing included), never another's. */
function clientPart(record: SignatureRecord, clientId: string) {
  const signer = record.signers.find((one) => String(one.client) === clientId)!;
  const evidence = signer.evidence;
  return {
    signatureId: String(record._id),
    protocolId: String(record.protocol),
    documentId: String(record.document),
    documentName: record.documentName,
    documentSha256: record.documentSha256,
    purpose: record.purpose,
    status: record.status,
    createdAt: iso(record.createdAt),
    completedAt: iso(record.completedAt),
    signedSha256: record.signedSha256 ?? null,
    signer: {
      name: signer.name,
      cpf: signer.cpf,
      birthDay: signer.birthDay ?? null,
      email: signer.email ?? null,
      state: signer.state,
      viewedAt: iso(signer.viewedAt),
      signedAt: iso(signer.signedAt),
      declinedAt: iso(signer.declinedAt),
      declineReason: signer.declineReason ?? null,
      declineProof: signer.declineProof ?? null,
      evidence: evidence
        ? {
            fullName: evidence.fullName,
            cpf: evidence.cpf,
            address: evidence.address,
            userAgent: evidence.userAgent ?? '',
            signedAt: iso(evidence.signedAt),
            documentSha256: evidence.documentSha256,
            accessCodeSha256: evidence.accessCodeSha256,
            proof: evidence.proof ?? null,
            codeSentTo: evidence.codeSentTo ?? null,
            drawing: evidence.drawing ?? null,
          }
        : null,
    },
  };
}

/**
 * Asked by services/clients (docs/adr-lgpd.md "Signatures"): a client's signature records for their LGPD export, and
 * their anonymisation. What stays, for the office's legal obligation (LGPD art. 16, I and 7, VI): the request, the
 * states and times, the hashes of what was shown and signed, the proof's kind, and the signed PDF itself (a document
 * of the case whose bytes cannot change without failing verification). What goes: the name (the placeholder), CPF,
 * birth date, e-mail and code, address, user agent, drawing and the decline's reason; and, in the same call, the
 * client's name as the sender of the files their family sent (`anonymiseFamilySenders`).
 */
export function signaturePersonalDataRoutes(connection: Connection): Router {
  const router = new Router();
  const ofClient = (clientId: string) => ({
    'signers.client': new mongoose.Types.ObjectId(clientId),
  });
  route(
    router,
    {
      method: 'get',
      path: DOCUMENTS_PERSONAL_DATA_INTERNAL.signaturesRoute,
      access: internal,
      params: clientParams,
    },
    async ({ params }): Promise<SignaturesOfClient> => {
      const records = await signatureModel(connection)
        .find(ofClient(params.clientId))
        .sort({ createdAt: 1, _id: 1 })
        .lean<SignatureRecord[]>();
      return { signatures: records.map((record) => clientPart(record, params.clientId)) };
    },
  );
  route(
    router,
    {
      method: 'post',
      path: DOCUMENTS_PERSONAL_DATA_INTERNAL.anonymiseSignaturesRoute,
      access: internal,
      params: clientParams,
      body: anonymiseSignaturesBodySchema,
    },
    async ({ params, body }) => {
      const me = 'signers.$[me]';
      const answer = await signatureModel(connection).updateMany(
        ofClient(params.clientId),
        {
          $set: {
            [`${me}.name`]: body.placeholder,
            [`${me}.cpf`]: '',
            [`${me}.failedProofs`]: 0,
            [`${me}.evidence.fullName`]: body.placeholder,
            [`${me}.evidence.cpf`]: '',
            [`${me}.evidence.address`]: '',
            [`${me}.evidence.userAgent`]: '',
          },
          $unset: {
            [`${me}.birthDay`]: 1,
            [`${me}.email`]: 1,
            [`${me}.emailCode`]: 1,
            [`${me}.lockedUntil`]: 1,
            [`${me}.declineReason`]: 1,
            [`${me}.evidence.drawing`]: 1,
            [`${me}.evidence.codeSentTo`]: 1,
          },
        },
        { arrayFilters: [{ 'me.client': new mongoose.Types.ObjectId(params.clientId) }] },
      );
      const documents = await anonymiseFamilySenders(connection, body.personIds ?? [], body.placeholder);
      return { signatures: answer.modifiedCount, documents };
    },
  );
  return router;
}
