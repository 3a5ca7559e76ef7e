import {
  CLIENT_ERROR_CODES,
  DOCUMENTS_PERSONAL_DATA_INTERNAL,
  PROTOCOLS_PERSONAL_DATA_INTERNAL,
  documentsOfCertificatesSchema,
  signaturesAnonymisedSchema,
  signaturesOfClientSchema,
  protocolsAnonymisedSchema,
  protocolsPersonalDataSchema,
  type ProtocolsAnonymiseBody,
  type ProtocolsAnonymised,
  type ProtocolsPersonalData,
} from '@linhagem/contracts';
import { AppError, InternalCallError, internalClient, serviceUrl } from '@linhagem/service-kit';

export type LgpdRoutesOptions = { protocolsUrl?: string; documentsUrl?: string };

const unavailable = (box: 'protocols' | 'documents', error: unknown): never => {
  if (!(error instanceof InternalCallError)) throw error;
  throw new AppError(503, `The ${box} service could not be asked; try again later`, {
    code: CLIENT_ERROR_CODES.protocolsUnavailable,
    details: { reason: error.reason, service: box },
  });
};

/** What services/protocols holds about the client (its protocols, checklist persons, certificates). */
export async function protocolsPersonalData(
  clientId: string,
  options: LgpdRoutesOptions,
): Promise<ProtocolsPersonalData> {
  try {
    return await internalClient('clients', options.protocolsUrl ?? serviceUrl('protocols')).get(
      PROTOCOLS_PERSONAL_DATA_INTERNAL.personalDataPath(clientId),
      protocolsPersonalDataSchema,
    );
  } catch (error) {
    return unavailable('protocols', error);
  }
}

/** The records (with SHA-256) of the files of the client's certificates, from services/documents. */
export async function documentsOfCertificates(
  certificateIds: string[],
  options: LgpdRoutesOptions,
): Promise<Record<string, unknown>[]> {
  try {
    const answer = await internalClient('clients', options.documentsUrl ?? serviceUrl('documents')).post(
      DOCUMENTS_PERSONAL_DATA_INTERNAL.byCertificatesPath,
      { certificateIds },
      documentsOfCertificatesSchema,
    );
    return answer.documents;
  } catch (error) {
    return unavailable('documents', error);
  }
}

/** Asks services/protocols to replace the client's name in its records; its 409 (an active protocol) is relayed. */
export async function anonymiseInProtocols(
  clientId: string,
  body: ProtocolsAnonymiseBody,
  options: LgpdRoutesOptions,
): Promise<ProtocolsAnonymised> {
  try {
    return await internalClient('clients', options.protocolsUrl ?? serviceUrl('protocols')).post(
      PROTOCOLS_PERSONAL_DATA_INTERNAL.anonymisePath(clientId),
      body,
      protocolsAnonymisedSchema,
      { relayRefusals: true },
    );
  } catch (error) {
    return unavailable('protocols', error);
  }
}

/** The client's signature records (their part of each signing request), from services/documents. */
export async function signaturesOfClient(
  clientId: string,
  options: LgpdRoutesOptions,
): Promise<Record<string, unknown>[]> {
  try {
    const answer = await internalClient('clients', options.documentsUrl ?? serviceUrl('documents')).get(
      DOCUMENTS_PERSONAL_DATA_INTERNAL.signaturesPath(clientId),
      signaturesOfClientSchema,
    );
    return answer.signatures;
  } catch (error) {
    return unavailable('documents', error);
  }
}

/** Asks services/documents to anonymise the client's part of every signing request (an idempotent step). */
export async function anonymiseSignatures(
  clientId: string,
  placeholder: string,
  options: LgpdRoutesOptions,
): Promise<number> {
  try {
    const answer = await internalClient('clients', options.documentsUrl ?? serviceUrl('documents')).post(
      DOCUMENTS_PERSONAL_DATA_INTERNAL.anonymiseSignaturesPath(clientId),
      { placeholder },
      signaturesAnonymisedSchema,
    );
    return answer.signatures;
  } catch (error) {
    return unavailable('documents', error);
  }
}
