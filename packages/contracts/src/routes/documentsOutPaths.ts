// What leaves the case as paper (docs/adr-pdf-rendering.md, docs/adr-signatures.md): official forms and signing.
import { API_FAMILIES } from './apiFamilies';

const seg = encodeURIComponent;

const formTemplatePrefix = API_FAMILIES['form-template'].prefix;
/**
 * `/api/form-template` of services/documents: official forms, fillable PDFs mapped to merge fields
 * (docs/adr-pdf-rendering.md "Official forms"); the fill is under the protocol's path (FORM_FILL_API).
 */
export const FORM_TEMPLATE_API = {
  /** `GET` → `FormTemplateSummary[]`; `POST` multipart: `file`, `name`, `per` → 201 `FormTemplate` */
  collection: formTemplatePrefix,
  /** `GET` → `FormTemplate`; `PUT FormTemplateBody` → `FormTemplate`; `DELETE` → 204 */
  item: (id: string) => `${formTemplatePrefix}/${seg(id)}`,
  itemRoute: `${formTemplatePrefix}/:id`,
  /** `GET` → the template's PDF as uploaded */
  file: (id: string) => `${formTemplatePrefix}/${seg(id)}/file`,
  fileRoute: `${formTemplatePrefix}/:id/file`,
} as const;

const signaturePrefix = API_FAMILIES.signature.prefix;
/** Signing a case's PDF in the portal (Lei 14.063/2020 simple signature), for staff; services/documents. */
export const SIGNATURE_API = {
  /** `POST SignatureRequestBody` → 201 `SignatureRequest`; `GET ?protocolId` → `SignatureRequest[]` */
  collection: signaturePrefix,
  /** `POST QuoteSignatureBody` → 201 `SignatureRequest`: the quote rendered, stored and sent for signature */
  quote: `${signaturePrefix}/quote`,
  /** `POST` multipart, one PDF in `file` → `SignatureVerification` */
  verify: `${signaturePrefix}/verify`,
  /** `GET` → `SignatureOptions`: what the send dialog may offer (the e-mailed code where mail is configured) */
  options: `${signaturePrefix}/options`,
  /** `GET` → `SignatureRequest` */
  item: (id: string) => `${signaturePrefix}/${seg(id)}`,
  itemRoute: `${signaturePrefix}/:id`,
  /** `POST` → `SignatureRequest` cancelled */
  cancel: (id: string) => `${signaturePrefix}/${seg(id)}/cancel`,
  cancelRoute: `${signaturePrefix}/:id/cancel`,
} as const;

const publicSignaturePrefix = API_FAMILIES['public-signature'].prefix;
const publicSignatureBase = (protocolId: string, accessCode: string) =>
  `${publicSignaturePrefix}/${seg(protocolId)}/${seg(accessCode)}`;
/** The family's side of signing, by protocol and access code; services/documents. */
export const PUBLIC_SIGNATURE_API = {
  /** `GET` → `PublicSignatureRequest[]`; reading writes nothing (DESIGN "Writes are never GETs") */
  list: publicSignatureBase,
  listRoute: `${publicSignaturePrefix}/:protocolId/:accessCode`,
  /** `POST` → `PublicSignatureRequest`: the family opened the request, its awaited signers read VIEWED */
  open: (protocolId: string, accessCode: string, signatureId: string) =>
    `${publicSignatureBase(protocolId, accessCode)}/${seg(signatureId)}/open`,
  openRoute: `${publicSignaturePrefix}/:protocolId/:accessCode/:signatureId/open`,
  /** `POST SignerCodeBody` → `SignerCodeAnswer`: a one-time code mailed to that signer (requests with `emailCode`) */
  code: (protocolId: string, accessCode: string, signatureId: string) =>
    `${publicSignatureBase(protocolId, accessCode)}/${seg(signatureId)}/code`,
  codeRoute: `${publicSignaturePrefix}/:protocolId/:accessCode/:signatureId/code`,
  /** `POST SignBody` → `PublicSignatureRequest` */
  sign: (protocolId: string, accessCode: string, signatureId: string) =>
    `${publicSignatureBase(protocolId, accessCode)}/${seg(signatureId)}/sign`,
  signRoute: `${publicSignaturePrefix}/:protocolId/:accessCode/:signatureId/sign`,
  /** `POST DeclineBody` → `PublicSignatureRequest` */
  decline: (protocolId: string, accessCode: string, signatureId: string) =>
    `${publicSignatureBase(protocolId, accessCode)}/${seg(signatureId)}/decline`,
  declineRoute: `${publicSignaturePrefix}/:protocolId/:accessCode/:signatureId/decline`,
  /** `GET` → the PDF to sign, inline */
  content: (protocolId: string, accessCode: string, signatureId: string) =>
    `${publicSignatureBase(protocolId, accessCode)}/${seg(signatureId)}/content`,
  contentRoute: `${publicSignaturePrefix}/:protocolId/:accessCode/:signatureId/content`,
  /** `GET` → page `n` (from 1) of the PDF to sign as a JPEG, to read it on a phone */
  page: (protocolId: string, accessCode: string, signatureId: string, page: number | string) =>
    `${publicSignatureBase(protocolId, accessCode)}/${seg(signatureId)}/page/${seg(String(page))}`,
  pageRoute: `${publicSignaturePrefix}/:protocolId/:accessCode/:signatureId/page/:page`,
  /** `GET` → the signed PDF, once everyone signed */
  signed: (protocolId: string, accessCode: string, signatureId: string) =>
    `${publicSignatureBase(protocolId, accessCode)}/${seg(signatureId)}/signed`,
  signedRoute: `${publicSignaturePrefix}/:protocolId/:accessCode/:signatureId/signed`,
} as const;
