import { API_FAMILIES } from './apiFamilies';

const seg = encodeURIComponent;
const protocolPrefix = API_FAMILIES.protocol.prefix;
const letterPrefix = API_FAMILIES.letter.prefix;
const contractPrefix = API_FAMILIES.contract.prefix;

/**
 * The PDFs services/documents renders (docs/adr-pdf-rendering.md), under the paths of what they show; the BFF
 * sends them to services/documents through API_PATH_OVERRIDES. Every answer is `application/pdf`, never cached.
 */
export const RENDER_API = {
  /** `GET ?lang` → the quote of a budget or protocol (`QuoteQuery`) */
  quotePdf: (protocolId: string) => `${protocolPrefix}/${seg(protocolId)}/quote.pdf`,
  quotePdfRoute: `${protocolPrefix}/:id/quote.pdf`,
  /** `POST RenderBody` → the letter filled for the protocol (and client) */
  letter: (letterId: string) => `${letterPrefix}/${seg(letterId)}/render`,
  letterRoute: `${letterPrefix}/:id/render`,
  /** `POST RenderBody` → the contract filled for the protocol (and client) */
  contract: (contractId: string) => `${contractPrefix}/${seg(contractId)}/render`,
  contractRoute: `${contractPrefix}/:id/render`,
} as const;

/**
 * The dossier of a case (docs/adr-dossier-export.md) and a contract kept with its protocol, served by
 * services/documents under the paths of what they show (API_PATH_OVERRIDES).
 */
export const DOSSIER_EXPORT_API = {
  /** `GET ?lang` → `application/zip`, streamed: a cover PDF, then the accepted files per person (`DossierQuery`) */
  dossierZip: (protocolId: string) => `${protocolPrefix}/${seg(protocolId)}/dossier.zip`,
  dossierZipRoute: `${protocolPrefix}/:id/dossier.zip`,
  /** `POST RenderBody` → 201 `CaseDocument`: the contract rendered and stored as a document `OTHER` of the protocol */
  contractStore: (contractId: string) => `${contractPrefix}/${seg(contractId)}/store`,
  contractStoreRoute: `${contractPrefix}/:id/store`,
} as const;
