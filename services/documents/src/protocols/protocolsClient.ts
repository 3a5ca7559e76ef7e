import {
  CLIENT_ERROR_CODES,
  PROTOCOLS_DOCUMENTS_INTERNAL,
  PROTOCOLS_RENDER_INTERNAL,
  PROTOCOLS_SIGNATURE_INTERNAL,
  documentTargetSchema,
  protocolRenderDataSchema,
  type BudgetAcceptedBody,
  type ProtocolRenderData,
  type SignatureEventBody,
  type SignerCodeMailBody,
  PROTOCOLS_DOSSIER_INTERNAL,
  dossierIndexSchema,
  publicDocumentAccessSchema,
  type DocumentReceivedBody,
  type DocumentTarget,
  type DossierIndex,
  type PublicDocumentAccess,
  type PublicDocumentAccessBody,
  PROTOCOLS_READING_INTERNAL,
  appliedReadingSchema,
  type AppliedReading,
  type ReadingApplyInternalBody,
  type ReadingFeedbackNoticeBody,
} from '@linhagem/contracts';
import { AppError, InternalCallError, internalClient } from '@linhagem/service-kit';
import { z } from 'zod';

/** The answer of a call that answers nothing (204). */
const noAnswer = z.unknown();

/** A failure to ask protocols (down, timed out, an unexpected answer) is the caller's 503, never a 500. */
async function asking<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof InternalCallError)) throw error;
    throw new AppError(503, 'The protocols service could not be asked about this case; try again later', {
      code: CLIENT_ERROR_CODES.protocolsUnavailable,
      details: { reason: error.reason },
    });
  }
}

/**
 * What the documents box asks services/protocols (`PROTOCOLS_DOCUMENTS_INTERNAL`): it never reads the protocols'
 * collections. Refusals (404, 409, 400, 403, 429) reach the caller with their codes.
 */
export function protocolsClient(baseUrl: string) {
  const client = internalClient('documents', baseUrl);
  const relay = { relayRefusals: true };
  return {
    documentTarget: (protocolId: string, certificateId?: string): Promise<DocumentTarget> =>
      asking(() =>
        client.get(
          PROTOCOLS_DOCUMENTS_INTERNAL.documentTargetPath(protocolId, certificateId),
          documentTargetSchema,
          relay,
        ),
      ),
    publicDocumentAccess: (body: PublicDocumentAccessBody): Promise<PublicDocumentAccess> =>
      asking(() =>
        client.post(
          PROTOCOLS_DOCUMENTS_INTERNAL.publicDocumentAccessPath,
          body,
          publicDocumentAccessSchema,
          relay,
        ),
      ),
    documentReceived: async (protocolId: string, body: DocumentReceivedBody): Promise<void> => {
      await client.post(PROTOCOLS_DOCUMENTS_INTERNAL.documentReceivedPath(protocolId), body, noAnswer);
    },
    /** the protocol or budget with its clients (name, CPF, birth date) as the clients service knows them */
    protocolPersons: (protocolId: string): Promise<ProtocolRenderData> =>
      asking(() =>
        client.get(PROTOCOLS_RENDER_INTERNAL.renderDataPath(protocolId), protocolRenderDataSchema, relay),
      ),
    signatureEvent: async (protocolId: string, body: SignatureEventBody): Promise<void> => {
      await client.post(PROTOCOLS_SIGNATURE_INTERNAL.signatureEventPath(protocolId), body, noAnswer);
    },
    /** a signer's one-time code mailed by services/protocols (which holds the mailer) */
    signerCode: async (protocolId: string, body: SignerCodeMailBody): Promise<void> => {
      await client.post(PROTOCOLS_SIGNATURE_INTERNAL.signerCodePath(protocolId), body, noAnswer);
    },
    budgetAccepted: async (protocolId: string, body: BudgetAcceptedBody): Promise<void> => {
      await client.post(PROTOCOLS_SIGNATURE_INTERNAL.budgetAcceptedPath(protocolId), body, noAnswer);
    },
    /** a reading's accepted values written to the certificate, its client and its warnings (docs/adr-reading.md) */
    applyReading: (certificateId: string, body: ReadingApplyInternalBody): Promise<AppliedReading> =>
      asking(() =>
        client.post(PROTOCOLS_READING_INTERNAL.applyPath(certificateId), body, appliedReadingSchema, relay),
      ),
    /** the office told that the family confirmed or corrected a reading (docs/adr-reading.md) */
    readingFeedback: async (protocolId: string, body: ReadingFeedbackNoticeBody): Promise<void> => {
      await client.post(PROTOCOLS_READING_INTERNAL.feedbackPath(protocolId), body, noAnswer);
    },
    /** the line of descent and its certificates, for the dossier's ZIP (404 unknown, 409 a budget) */
    dossierIndex: (protocolId: string): Promise<DossierIndex> =>
      asking(() =>
        client.get(PROTOCOLS_DOSSIER_INTERNAL.dossierIndexPath(protocolId), dossierIndexSchema, relay),
      ),
  };
}
export type ProtocolsClient = ReturnType<typeof protocolsClient>;
