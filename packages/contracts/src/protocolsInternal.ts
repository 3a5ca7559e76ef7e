import { z } from 'zod';

/**
 * Internal API of services/protocols that other services call with a service token
 * (header `x-internal-token`, `signServiceToken('<caller>')`); never exposed through the BFF.
 */
export const PROTOCOLS_INTERNAL = {
  /** `GET {PROTOCOLS_URL}/internal/clients/:clientId/protocols/count` → `ClientProtocolCount` (how many protocols link the client, any status). */
  clientProtocolCountPath: (clientId: string) =>
    `/internal/clients/${encodeURIComponent(clientId)}/protocols/count`,
  clientProtocolCountRoute: '/internal/clients/:clientId/protocols/count',
  /** `GET {PROTOCOLS_URL}/internal/type-services/:typeServiceId/usage` → `TypeServiceUsage` (how many protocols or budgets use the type service, any status). */
  typeServiceUsagePath: (typeServiceId: string) =>
    `/internal/type-services/${encodeURIComponent(typeServiceId)}/usage`,
  typeServiceUsageRoute: '/internal/type-services/:typeServiceId/usage',
} as const;

export const clientProtocolCountSchema = z.object({ count: z.number().int().min(0) });
export type ClientProtocolCount = z.infer<typeof clientProtocolCountSchema>;

export const typeServiceUsageSchema = z.object({ count: z.number().int().min(0) });
export type TypeServiceUsage = z.infer<typeof typeServiceUsageSchema>;

/**
 * What services/documents asks services/protocols about the files of a case (docs/adr-documents.md): it never
 * reads the protocols' collections.
 */
export const PROTOCOLS_DOCUMENTS_INTERNAL = {
  /**
   * `GET {PROTOCOLS_URL}/internal/protocols/:protocolId/document-target?certificateId=` → `DocumentTarget`: the
   * protocol exists (404 otherwise), is not a budget (409 `document.budget`), and the certificate, when named, is
   * one of its certificates (400 `document.certificate-not-in-protocol`).
   */
  documentTargetPath: (protocolId: string, certificateId?: string) =>
    `/internal/protocols/${encodeURIComponent(protocolId)}/document-target` +
    (certificateId ? `?certificateId=${encodeURIComponent(certificateId)}` : ''),
  documentTargetRoute: '/internal/protocols/:protocolId/document-target',
  /**
   * `POST {PROTOCOLS_URL}/internal/public/document-access` with `PublicDocumentAccessBody` → `PublicDocumentAccess`:
   * the portal's access code checked with the portal's own guard (its wrong-code limits per protocol and address),
   * answering the protocol and what its office requested from the family; 403 `public.access-denied`, 429
   * `public.too-many-attempts` relayed as they are.
   */
  publicDocumentAccessPath: '/internal/public/document-access',
  /**
   * `POST {PROTOCOLS_URL}/internal/protocols/:protocolId/document-received` with `DocumentReceivedBody` → 204: the
   * staff member in charge is told (the bell and mail of DESIGN "Notifications") that the family sent a file.
   */
  documentReceivedPath: (protocolId: string) =>
    `/internal/protocols/${encodeURIComponent(protocolId)}/document-received`,
  documentReceivedRoute: '/internal/protocols/:protocolId/document-received',
} as const;

export const documentTargetSchema = z.object({
  protocolId: z.string(),
  /** the protocol's code, for the document's audit and messages */
  code: z.string().nullable(),
  status: z.string(),
  certificate: z
    .object({
      id: z.string(),
      checklistPersonId: z.string(),
      personName: z.string(),
      certificateType: z.string(),
      /** set when the office asked the family for this certificate's file */
      requestedFromFamily: z.boolean(),
    })
    .optional(),
});
export type DocumentTarget = z.infer<typeof documentTargetSchema>;

export const publicDocumentAccessBodySchema = z
  .object({
    protocolId: z.string().max(64),
    accessCode: z.string().max(64),
    /** the family's address as the documents box received it (the BFF's last `X-Forwarded-For` hop) */
    address: z.string().max(100),
  })
  .strict();
export type PublicDocumentAccessBody = z.infer<typeof publicDocumentAccessBodySchema>;

export const publicDocumentAccessSchema = z.object({
  protocolId: z.string(),
  /** a canceled or finished protocol only answers reads (409 `public.read-only` on a write) */
  readOnly: z.boolean(),
  requests: z.array(
    z.object({
      certificateId: z.string(),
      personName: z.string(),
      certificateType: z.string(),
      documentType: z.string().nullable(),
      note: z.string().nullable(),
      requestedAt: z.string(),
    }),
  ),
});
export type PublicDocumentAccess = z.infer<typeof publicDocumentAccessSchema>;

export const documentReceivedBodySchema = z
  .object({
    documentId: z.string().max(24),
    certificateId: z.string().max(24).optional(),
    fileName: z.string().max(200),
    /** who sent it, as the notification names them (the checklist person or "the family") */
    senderName: z.string().max(200),
  })
  .strict();
export type DocumentReceivedBody = z.infer<typeof documentReceivedBodySchema>;
