import {
  CLIENT_ERROR_CODES,
  DOCUMENTS_PERSONAL_DATA_INTERNAL,
  documentsOfCertificatesSchema,
  signaturesAnonymisedSchema,
  signaturesOfClientSchema,
  type AnonymiseSignaturesBody,
} from '@linhagem/contracts';
import { AppError, InternalCallError, internalClient, serviceUrl } from '@linhagem/service-kit';
import type { BoxUrls } from '../lgpd/boxUrls';

/**
 * A failure to ask documents about the client's personal data: 503 with the code the LGPD screens already know
 * (`protocols.unavailable`, the box named in its details).
 */
const unavailable = (error: unknown): never => {
  if (!(error instanceof InternalCallError)) throw error;
  throw new AppError(503, 'The documents service could not be asked; try again later', {
    code: CLIENT_ERROR_CODES.protocolsUnavailable,
    details: { reason: error.reason, service: 'documents' },
  });
};

/** The records (with SHA-256) of the files of the client's certificates, from services/documents. */
export async function documentsOfCertificates(
  certificateIds: string[],
  options: BoxUrls,
): Promise<Record<string, unknown>[]> {
  try {
    const answer = await internalClient('clients', options.documentsUrl ?? serviceUrl('documents')).post(
      DOCUMENTS_PERSONAL_DATA_INTERNAL.byCertificatesPath,
      { certificateIds },
      documentsOfCertificatesSchema,
    );
    return answer.documents;
  } catch (error) {
    return unavailable(error);
  }
}

/** The client's signature records (their part of each signing request), from services/documents. */
export async function signaturesOfClient(
  clientId: string,
  options: BoxUrls,
): Promise<Record<string, unknown>[]> {
  try {
    const answer = await internalClient('clients', options.documentsUrl ?? serviceUrl('documents')).get(
      DOCUMENTS_PERSONAL_DATA_INTERNAL.signaturesPath(clientId),
      signaturesOfClientSchema,
    );
    return answer.signatures;
  } catch (error) {
    return unavailable(error);
  }
}

/**
 * Asks services/documents to anonymise the client's part of every signing request, and the client's name as the
 * sender of the files their family sent for `personIds` (an idempotent step).
 */
export async function anonymiseSignatures(
  clientId: string,
  body: AnonymiseSignaturesBody,
  options: BoxUrls,
): Promise<number> {
  try {
    const answer = await internalClient('clients', options.documentsUrl ?? serviceUrl('documents')).post(
      DOCUMENTS_PERSONAL_DATA_INTERNAL.anonymiseSignaturesPath(clientId),
      body,
      signaturesAnonymisedSchema,
    );
    return answer.signatures;
  } catch (error) {
    return unavailable(error);
  }
}
