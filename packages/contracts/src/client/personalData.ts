import { z } from 'zod';

/**
 * LGPD (Lei 13.709/2018, art. 18): a client's data export and anonymisation (docs/adr-lgpd.md). services/clients
 * holds the client and asks services/protocols, with a service token, for what the protocols hold about them.
 */

/** What an anonymised client's name and personal texts become. */
export const ANONYMISED_NAME = 'Anonimizado';

export const PROTOCOLS_PERSONAL_DATA_INTERNAL = {
  /** `GET {PROTOCOLS_URL}/internal/clients/:clientId/personal-data` → `ProtocolsPersonalData` */
  personalDataPath: (clientId: string) => `/internal/clients/${encodeURIComponent(clientId)}/personal-data`,
  personalDataRoute: '/internal/clients/:clientId/personal-data',
  /**
   * `POST {PROTOCOLS_URL}/internal/clients/:clientId/anonymise` with `ProtocolsAnonymiseBody` → `ProtocolsAnonymised`:
   * 409 `client.anonymise-active-protocol` while an ACTIVE protocol or budget links the client (nothing written);
   * otherwise the client's name in protocol links, checklist persons and certificates becomes the placeholder.
   */
  anonymisePath: (clientId: string) => `/internal/clients/${encodeURIComponent(clientId)}/anonymise`,
  anonymiseRoute: '/internal/clients/:clientId/anonymise',
} as const;

const records = z.array(z.record(z.string(), z.unknown()));

export const protocolsPersonalDataSchema = z.object({
  /** every protocol or budget that links the client: code, status, the services that cover them, prices */
  protocols: records,
  /** the checklist persons that are the client, in any protocol */
  checklistPersons: records,
  /** the certificates of those checklist persons */
  certificates: records,
});
export type ProtocolsPersonalData = z.infer<typeof protocolsPersonalDataSchema>;

export const protocolsAnonymiseBodySchema = z
  .object({
    placeholder: z.string().min(1).max(100),
    /** the client's name and its variants, whose words services/protocols replaces in its texts */
    names: z.array(z.string().max(500)).max(50).optional(),
  })
  .strict();
export type ProtocolsAnonymiseBody = z.infer<typeof protocolsAnonymiseBodySchema>;

export const protocolsAnonymisedSchema = z.object({
  protocols: z.number().int().min(0),
  checklistPersons: z.number().int().min(0),
  certificates: z.number().int().min(0),
});
export type ProtocolsAnonymised = z.infer<typeof protocolsAnonymisedSchema>;

/** The answer of `POST /api/client/:id/anonymise`: the client's id and what was replaced where. */
export type AnonymiseResult = { id: string; anonymisedAt: string; protocols: ProtocolsAnonymised };

/** What services/clients asks services/documents for a client's LGPD export (docs/adr-lgpd.md). */
export const DOCUMENTS_PERSONAL_DATA_INTERNAL = {
  /** `POST {DOCUMENTS_URL}/internal/documents/by-certificates` with `DocumentsOfCertificatesBody` → `DocumentsOfCertificates` */
  byCertificatesPath: '/internal/documents/by-certificates',
  /** `GET {DOCUMENTS_URL}/internal/documents/:documentId/file` → the stored bytes (404 for a deleted document) */
  filePath: (documentId: string) => `/internal/documents/${encodeURIComponent(documentId)}/file`,
  fileRoute: '/internal/documents/:documentId/file',
  /** `GET {DOCUMENTS_URL}/internal/clients/:clientId/signatures` → `SignaturesOfClient` */
  signaturesPath: (clientId: string) => `/internal/clients/${encodeURIComponent(clientId)}/signatures`,
  signaturesRoute: '/internal/clients/:clientId/signatures',
  /**
   * `POST {DOCUMENTS_URL}/internal/clients/:clientId/signatures/anonymise` with `{ placeholder }` →
   * `{ signatures }`: the client's part of every signing request anonymised (docs/adr-lgpd.md "Signatures"); idempotent
   */
  anonymiseSignaturesPath: (clientId: string) =>
    `/internal/clients/${encodeURIComponent(clientId)}/signatures/anonymise`,
  anonymiseSignaturesRoute: '/internal/clients/:clientId/signatures/anonymise',
} as const;

export const signaturesOfClientSchema = z.object({
  /**
   * each signing request the client was asked to sign: the request (id, protocol, document, purpose, dates, status)
   * and the client's own part (name, CPF, birth date, e-mail, state and times, evidence with address, user agent and
   * drawing); never another signer's
   */
  signatures: records,
});
export type SignaturesOfClient = z.infer<typeof signaturesOfClientSchema>;

export const anonymiseSignaturesBodySchema = z
  .object({
    placeholder: z.string().min(1).max(100),
    /**
     * the checklist persons that are the client: the files the family sent for their certificates name them as
     * sender, in the record and its audit, and are given the placeholder too
     */
    personIds: z
      .array(z.string().regex(/^[0-9a-f]{24}$/))
      .max(5000)
      .optional(),
  })
  .strict();
export type AnonymiseSignaturesBody = z.infer<typeof anonymiseSignaturesBodySchema>;
export const signaturesAnonymisedSchema = z.object({
  signatures: z.number().int().min(0),
  /** the family's files whose sender was the client */
  documents: z.number().int().min(0).optional(),
});

export const documentsOfCertificatesBodySchema = z
  .object({ certificateIds: z.array(z.string().regex(/^[0-9a-f]{24}$/)).max(5000) })
  .strict();
export type DocumentsOfCertificatesBody = z.infer<typeof documentsOfCertificatesBodySchema>;

export const documentsOfCertificatesSchema = z.object({
  /** the records of the files (any version, deleted ones too), each with its SHA-256; not the bytes */
  documents: records,
});
export type DocumentsOfCertificates = z.infer<typeof documentsOfCertificatesSchema>;
