// Free of zod and of any runtime import but the family table: a screen that only calls these paths loads nothing
// else. Each object holds the Koa route patterns a service router serves (`…Route`, with `:param`) and the paths
// a screen calls: a builder that encodes each id, or a plain string for a fixed path (also its own route).
import type { LoginPageImageKind } from '../loginPage/images';
import type { ProtocolAction } from '../protocol/enums';
import { API_FAMILIES, type ApiFamilyName } from './apiFamilies';

const seg = encodeURIComponent;

/** The list-and-form families of the configuration screens: users and the catalog's entities. */
function entityApi(family: ApiFamilyName) {
  const prefix = API_FAMILIES[family].prefix;
  return {
    /** `POST` the entity's body → 201 the record */
    collection: prefix,
    /** `POST` a filter body, `?page&size&sort` → `Page` of records */
    pagination: `${prefix}/pagination`,
    /** `GET` → the record (404 when unknown); `POST` the entity's body → the record updated */
    item: (id: string) => `${prefix}/${seg(id)}`,
    itemRoute: `${prefix}/:id`,
    /** `POST` (no body) → the record, inactive */
    deactivate: (id: string) => `${prefix}/${seg(id)}/deactivate`,
    deactivateRoute: `${prefix}/:id/deactivate`,
  } as const;
}

/** A catalog entity: the entity's calls, plus its audit and `DELETE` of one record. */
function catalogEntityApi(family: ApiFamilyName) {
  const prefix = API_FAMILIES[family].prefix;
  return {
    ...entityApi(family),
    /** `POST` an `AuditFilter`, `?page&size` → `Page<AuditEntry>` of the entity (administrators) */
    audit: `${prefix}/audit`,
  } as const;
}

/** `/api/user` (administrators): `DELETE` is not offered, a user is only deactivated. */
export const USER_API = entityApi('user');

/** `/api/account`: the signed-in user's own profile and password. */
export const ACCOUNT_API = {
  /** `GET` → the caller's `User`; `POST { name }` → the `User` renamed */
  account: API_FAMILIES.account.prefix,
  /** `POST PasswordChange` → `USER_MESSAGES.passwordChanged` (the caller's other sessions end) */
  password: `${API_FAMILIES.account.prefix}/password`,
} as const;

const clientPrefix = API_FAMILIES.client.prefix;
/** `/api/client` (spec 7 "Client"). */
export const CLIENT_API = {
  /** `GET ?size` → the latest `Client[]`; `POST ClientBody` → 201 `Client` */
  collection: clientPrefix,
  /** `GET ?name` → up to `limit` `ClientSummary[]` whose name contains it */
  quickSearch: (limit: number) => `${clientPrefix}/s/${seg(String(limit))}`,
  quickSearchRoute: `${clientPrefix}/s/:limit`,
  /** `POST ClientFilter`, `?page&size&sort` → `Page<Client>` */
  pagination: `${clientPrefix}/pagination`,
  /** `POST ClientAuditFilter`, `?page&size` → `Page<AuditEntry>` */
  audit: `${clientPrefix}/audit`,
  /** `GET` → `Client` with `linkedClients`; `POST ClientBody` → `Client`; `DELETE` → 204 */
  item: (id: string) => `${clientPrefix}/${seg(id)}`,
  itemRoute: `${clientPrefix}/:id`,
  /** `POST` multipart, the .ged in the field `file` → `GedcomPreview` (nothing written but the preview) */
  gedcomPreview: `${clientPrefix}/gedcom/preview`,
  /** `POST GedcomApplyBody` → `GedcomApplyResult` (all or nothing) */
  gedcomApply: (importId: string) => `${clientPrefix}/gedcom/${seg(importId)}/apply`,
  gedcomApplyRoute: `${clientPrefix}/gedcom/:importId/apply`,
  /** `GET ?generations` → the client's ancestors and descendants as GEDCOM 7.0 (UTF-8) */
  gedcomExport: (id: string) => `${clientPrefix}/${seg(id)}/gedcom`,
  gedcomExportRoute: `${clientPrefix}/:id/gedcom`,
  /** `GET ?generations` → `ClientLineage`, the client's ancestors by the father and mother links */
  lineage: (id: string) => `${clientPrefix}/${seg(id)}/lineage`,
  lineageRoute: `${clientPrefix}/:id/lineage`,
  /** `GET` → a ZIP of everything held about the client (LGPD art. 18, docs/adr-lgpd.md); ADMINISTRATOR */
  personalData: (id: string) => `${clientPrefix}/${seg(id)}/personal-data`,
  personalDataRoute: `${clientPrefix}/:id/personal-data`,
  /** `POST` → `AnonymiseResult`: the client's personal data replaced (docs/adr-lgpd.md); ADMINISTRATOR */
  anonymise: (id: string) => `${clientPrefix}/${seg(id)}/anonymise`,
  anonymiseRoute: `${clientPrefix}/:id/anonymise`,
} as const;

const countryPrefix = API_FAMILIES.country.prefix;
/** `/api/country`: public reference data, by `?lang` or Accept-Language. */
export const COUNTRY_API = {
  /** `GET ?lang` → `CountryListItem[]` */
  collection: countryPrefix,
  /** `GET ?lang` → one `CountryListItem` (404 when unknown) */
  item: (id: string) => `${countryPrefix}/${seg(id)}`,
  itemRoute: `${countryPrefix}/:id`,
} as const;

/** A budget is a protocol with `budget: true`: both kinds answer the same calls, each under its own prefix. */
export type ProtocolKind = 'protocol' | 'budget';

/** The calls a protocol and a budget share (spec 7 "Protocol"), under the kind's prefix. */
function protocolKindApi(kind: ProtocolKind) {
  const prefix = API_FAMILIES[kind].prefix;
  const item = (id: string) => `${prefix}/${seg(id)}`;
  return {
    /** `POST ProtocolBody` → 201 `Protocol` */
    collection: prefix,
    /** `POST ProtocolFilter`, `?page&size&sort` → `Page<ProtocolSummary>` */
    pagination: `${prefix}/pagination`,
    /** `POST ProtocolAuditFilter`, `?page&size` → `Page<AuditEntry>` */
    audit: `${prefix}/audit`,
    /** `GET` → the active staff `{ id, name, userName }[]` a protocol can be forwarded to */
    staff: `${prefix}/staff`,
    /** `POST QuickProtocolBody` → 201 `Protocol` with the template's type services */
    quickCreate: `${prefix}/quick-create`,
    /** `GET` → `Protocol`; `POST ProtocolBody` → `Protocol` */
    item,
    itemRoute: `${prefix}/:id`,
    /** `GET` → the `financial` block of the `Protocol` */
    financial: (id: string) => `${item(id)}/financial`,
    financialRoute: `${prefix}/:id/financial`,
    /** `POST {}` (`forward`: `{ userId }`) → `Protocol` after the action */
    action: (id: string, action: ProtocolAction) => `${item(id)}/${seg(action)}`,
    actionRoute: (action: ProtocolAction) => `${prefix}/:id/${action}`,
    /** `POST ProtocolServiceBody` → `Protocol` with the service added */
    services: (id: string) => `${item(id)}/service`,
    servicesRoute: `${prefix}/:id/service`,
    /** `DELETE` → `Protocol` without the service */
    service: (id: string, serviceId: string) => `${item(id)}/service/${seg(serviceId)}`,
    serviceRoute: `${prefix}/:id/service/:serviceId`,
    /** `POST` (no body) → `Protocol` with the service priced again from its type service */
    reprice: (id: string, serviceId: string) => `${item(id)}/service/${seg(serviceId)}/re-price`,
    repriceRoute: `${prefix}/:id/service/:serviceId/re-price`,
    /** `GET` → `ProtocolContractSummary[]`; `POST ProtocolContractBody` → 201 `ProtocolContract` */
    contracts: (id: string) => `${item(id)}/contract`,
    contractsRoute: `${prefix}/:id/contract`,
    /** `GET` → `ProtocolContract`; `DELETE` → 204 */
    contract: (id: string, contractId: string) => `${item(id)}/contract/${seg(contractId)}`,
    contractRoute: `${prefix}/:id/contract/:contractId`,
    /** `GET` → `ProtocolTimelineEvent[]` */
    timeline: (id: string) => `${item(id)}/timeline`,
    timelineRoute: `${prefix}/:id/timeline`,
    /** `POST StaffNotificationBody` → 201 `ProtocolTimelineEvent` (mailed to the family) */
    notification: (id: string) => `${item(id)}/notification`,
    notificationRoute: `${prefix}/:id/notification`,
  } as const;
}

const protocolPrefix = API_FAMILIES.protocol.prefix;
/** `/api/protocol`: the calls both kinds share, and those only a protocol answers (dossier, checklist, dashboard). */
export const PROTOCOL_API = {
  ...protocolKindApi('protocol'),
  /** `GET` → the client's protocols and budgets together (`ProtocolSummary[]`) */
  clientProtocols: (clientId: string) => `${protocolPrefix}/client/${seg(clientId)}`,
  clientProtocolsRoute: `${protocolPrefix}/client/:clientId`,
  /** `GET` → `ProtocolDashboard` of the caller */
  dashboard: `${protocolPrefix}/dashboard`,
  /** `POST ProtocolDossierBody` → `Protocol` with its destination route and exceptions */
  dossier: (id: string) => `${protocolPrefix}/${seg(id)}/dossier`,
  dossierRoute: `${protocolPrefix}/:id/dossier`,
  /** `POST GenerateChecklistBody` → `ChecklistGeneration` (a preview, or applied with `apply: true`) */
  checklistGenerate: (id: string) => `${protocolPrefix}/${seg(id)}/checklist/generate`,
  checklistGenerateRoute: `${protocolPrefix}/:id/checklist/generate`,
  /** `POST` (no body) → `ChecklistSendState`, the checklist process sent */
  checklistSend: (id: string) => `${protocolPrefix}/${seg(id)}/checklist/send`,
  checklistSendRoute: `${protocolPrefix}/:id/checklist/send`,
  /** `POST` (no body) → `ChecklistSendState`, the send cancelled */
  checklistCancelSend: (id: string) => `${protocolPrefix}/${seg(id)}/checklist/cancel-send`,
  checklistCancelSendRoute: `${protocolPrefix}/:id/checklist/cancel-send`,
  /** `GET` → `Lineage`, the checklist's line of descent as the chart draws it */
  lineage: (id: string) => `${protocolPrefix}/${seg(id)}/lineage`,
  lineageRoute: `${protocolPrefix}/:id/lineage`,
  /**
   * `GET ?amount=<cents>` → `PixCode` of the case for that amount, written nowhere; `POST PixIssueBody` → 201
   * `IssuedPixCode`, recorded with the next transaction id (NORMAL and above; 409 `pix.not-configured` without a key)
   */
  pix: (id: string) => `${protocolPrefix}/${seg(id)}/pix`,
  pixRoute: `${protocolPrefix}/:id/pix`,
  /** `GET` → `IssuedPixCode[]`, the codes staff issued for the case, each with whether a cash entry closed it */
  pixCodes: (id: string) => `${protocolPrefix}/${seg(id)}/pix/codes`,
  pixCodesRoute: `${protocolPrefix}/:id/pix/codes`,
} as const;

/** `/api/budget`: the calls a budget shares with a protocol. */
export const BUDGET_API = protocolKindApi('budget');

/** The shared calls of either kind, for a router or a screen that serves both: `PROTOCOL_KIND_API[kind]`. */
export const PROTOCOL_KIND_API: Record<ProtocolKind, ReturnType<typeof protocolKindApi>> = {
  protocol: PROTOCOL_API,
  budget: BUDGET_API,
};

const certificatePrefix = API_FAMILIES.certificate.prefix;
/** `/api/certificate` (spec 7 "Certificate"): the checklist's persons and their certificates. */
export const CERTIFICATE_API = {
  /** `POST ChecklistPersonBody` → 201 (new) or 200 `ChecklistPersonNode` */
  collection: certificatePrefix,
  /** the same call as spec 7 writes it, `POST api/certificate/` with its slash, as the checklist sends it */
  savePerson: `${certificatePrefix}/`,
  /** `POST SaveOneCertificateBody` → 201 (new) or 200 `CertificateWithProgress` */
  saveOne: `${certificatePrefix}/save-one`,
  /** `POST CertificateFilter`, `?page&size&sort` → `Page<CertificateRow>` */
  pagination: `${certificatePrefix}/pagination`,
  /** `POST CertificateAuditFilter`, `?page&size` → `Page<AuditEntry>` */
  audit: `${certificatePrefix}/audit`,
  /** `GET` → the protocol's `ChecklistTree` */
  protocolChecklist: (protocolId: string) => `${certificatePrefix}/protocol/${seg(protocolId)}`,
  protocolChecklistRoute: `${certificatePrefix}/protocol/:id`,
  /** `GET` → one checklist person; `DELETE` (a person or a certificate) → 204 */
  item: (id: string) => `${certificatePrefix}/${seg(id)}`,
  itemRoute: `${certificatePrefix}/:id`,
  /**
   * `POST FamilyRequestBody` → `CertificateWithProgress` marked "requested from the family" (the portal asks the
   * family for its file); `DELETE` → `CertificateWithProgress` with the request withdrawn
   */
  requestFromFamily: (id: string) => `${certificatePrefix}/${seg(id)}/request-from-family`,
  requestFromFamilyRoute: `${certificatePrefix}/:id/request-from-family`,
} as const;

const cashEntryPrefix = API_FAMILIES['cash-entry'].prefix;
/** `/api/cash-entry` (spec 3 "cash entry"): payments, refunds and expenses of protocols. */
export const CASH_ENTRY_API = {
  /** `POST CashEntryBody` → 201 `CashEntry` */
  collection: cashEntryPrefix,
  /** `POST CashEntryFilter`, `?page&size&sort` → `Page<CashEntry>` */
  pagination: `${cashEntryPrefix}/pagination`,
  /** `DELETE` → 204 */
  item: (id: string) => `${cashEntryPrefix}/${seg(id)}`,
  itemRoute: `${cashEntryPrefix}/:id`,
} as const;

const notificationPrefix = API_FAMILIES.notification.prefix;
/** Staff notifications (DESIGN "Notifications"): the signed-in user's list, one marked read, all marked read. */
export const NOTIFICATION_API = {
  /** `GET ?scope=mine|all` → `StaffNotificationList` */
  list: notificationPrefix,
  /** `POST {}` → `StaffNotificationList` after marking the caller's notification read */
  read: (id: string) => `${notificationPrefix}/${seg(id)}/read`,
  readRoute: `${notificationPrefix}/:id/read`,
  /** `POST {}` → `StaffNotificationList` after marking all the caller's notifications read */
  readAll: `${notificationPrefix}/read-all`,
} as const;

const publicPrefix = API_FAMILIES.public.prefix;
const publicClients = (protocolId: string, accessCode: string) =>
  `${publicPrefix}/client/${seg(protocolId)}/${seg(accessCode)}`;
const publicClientsRoute = `${publicPrefix}/client/:protocolId/:accessCode`;
/** The public portal's calls (spec 7 "Public portal"), by protocol and access code, paths exactly as the spec names them. */
export const PUBLIC_API = {
  /** `GET` → `PublicProtocolInfo` */
  protocol: (protocolId: string, accessCode: string) =>
    `${publicPrefix}/protocol/${seg(protocolId)}/${seg(accessCode)}`,
  protocolRoute: `${publicPrefix}/protocol/:protocolId/:accessCode`,
  /** `GET` → `PublicClientLink[]`; `POST PublicPersonBody` → 201 the person (and its underage link) */
  clients: publicClients,
  clientsRoute: publicClientsRoute,
  /** `GET` → `PublicUnderageLink[]` */
  withUnderage: (protocolId: string, accessCode: string) =>
    `${publicClients(protocolId, accessCode)}/with-underage`,
  withUnderageRoute: `${publicClientsRoute}/with-underage`,
  /** `POST PublicPersonBody` → `PublicClientLink`; `DELETE` → 204 */
  client: (protocolId: string, accessCode: string, clientId: string) =>
    `${publicClients(protocolId, accessCode)}/${seg(clientId)}`,
  clientRoute: `${publicClientsRoute}/:clientId`,
  /** `DELETE` → 204: the underage link removed */
  underageLink: (protocolId: string, accessCode: string, linkId: string) =>
    `${publicClients(protocolId, accessCode)}/protocol-type-service/${seg(linkId)}`,
  underageLinkRoute: `${publicClientsRoute}/protocol-type-service/:id`,
  /** `POST SendNotificationBody` → 201: a message to the office */
  sendNotification: (protocolId: string, accessCode: string) =>
    `${publicClients(protocolId, accessCode)}/send-notification`,
  sendNotificationRoute: `${publicClientsRoute}/send-notification`,
  /**
   * `GET` → `PortalPixCode` for what the family owes now (the rest of the first instalment not paid in full), or 204
   * when the office has no Pix key or nothing is due
   */
  pix: (protocolId: string, accessCode: string) =>
    `${publicPrefix}/protocol/${seg(protocolId)}/${seg(accessCode)}/pix`,
  pixRoute: `${publicPrefix}/protocol/:protocolId/:accessCode/pix`,
} as const;

const documentPrefix = API_FAMILIES.document.prefix;
/** `/api/document` of services/documents (docs/adr-documents.md): the files of a case. */
export const DOCUMENT_API = {
  /** `POST` multipart/form-data: `protocolId`, `certificateId` (optional), `kind` and one `file` → 201 `CaseDocument` */
  collection: documentPrefix,
  /** `POST DocumentFilter`, `?page&size&sort` → `Page<CaseDocument>` (earlier versions included, deleted left out) */
  pagination: `${documentPrefix}/pagination`,
  /** `POST DocumentAuditFilter`, `?page&size&sort` → `Page<AuditEntry>` */
  audit: `${documentPrefix}/audit`,
  /** `GET` → `CaseStorage`: the case's uploads against its storage allowance (docs/adr-documents.md) */
  storage: (protocolId: string) => `${documentPrefix}/storage/${seg(protocolId)}`,
  storageRoute: `${documentPrefix}/storage/:protocolId`,
  /** `GET` → `CaseDocument`; `DELETE` → 204 (a soft delete, kept in the audit) */
  item: (id: string) => `${documentPrefix}/${seg(id)}`,
  itemRoute: `${documentPrefix}/:id`,
  /** `GET` → the bytes as sent, streamed; attachment, or `inline` for the preview */
  content: (id: string, inline = false) => `${documentPrefix}/${seg(id)}/content${inline ? '?inline=1' : ''}`,
  contentRoute: `${documentPrefix}/:id/content`,
  /** `GET` → a JPEG of at most `DOCUMENT_THUMBNAIL_MAX_PX` (the picture, or a PDF's first page) */
  thumbnail: (id: string) => `${documentPrefix}/${seg(id)}/thumbnail`,
  thumbnailRoute: `${documentPrefix}/:id/thumbnail`,
  /** `POST DocumentReview` → `CaseDocument` accepted, or sent back with its reason */
  review: (id: string) => `${documentPrefix}/${seg(id)}/review`,
  reviewRoute: `${documentPrefix}/:id/review`,
} as const;

const publicDocumentPrefix = API_FAMILIES['public-document'].prefix;
/** The portal's documents (spec 7 "Public portal"), by protocol and access code, served by services/documents. */
export const PUBLIC_DOCUMENT_API = {
  /**
   * `GET` → `PublicDocumentList` (what the office asked the family for, and the family's own uploads, never a
   * staff file); `POST` multipart: `certificateId` of a request of this protocol and one `file` → 201
   * `PublicDocument`
   */
  documents: (protocolId: string, accessCode: string) =>
    `${publicDocumentPrefix}/${seg(protocolId)}/${seg(accessCode)}`,
  documentsRoute: `${publicDocumentPrefix}/:protocolId/:accessCode`,
  /** `GET` → a JPEG thumbnail of one of the family's own uploads */
  thumbnail: (protocolId: string, accessCode: string, documentId: string) =>
    `${publicDocumentPrefix}/${seg(protocolId)}/${seg(accessCode)}/${seg(documentId)}/thumbnail`,
  thumbnailRoute: `${publicDocumentPrefix}/:protocolId/:accessCode/:documentId/thumbnail`,
} as const;

const typeServicePrefix = API_FAMILIES['type-service'].prefix;
/** `/api/type-service`: the catalog entity, and its price for a number of clients. */
export const TYPE_SERVICE_API = {
  ...catalogEntityApi('type-service'),
  /** `GET ?clients=n` → the type service's price for n clients */
  price: (id: string) => `${typeServicePrefix}/${seg(id)}/price`,
  priceRoute: `${typeServicePrefix}/:id/price`,
} as const;

/** `/api/text-fragment`: the fragments a contract's text names by code. */
export const TEXT_FRAGMENT_API = catalogEntityApi('text-fragment');
/** `/api/letter`: a type service's header and footer letters. */
export const LETTER_API = catalogEntityApi('letter');
/** `/api/contract`: the contracts a protocol's clients sign. */
export const CONTRACT_API = catalogEntityApi('contract');
/** `/api/quick-protocol-create`: templates naming the type services a quick protocol starts with. */
export const QUICK_PROTOCOL_CREATE_API = catalogEntityApi('quick-protocol-create');

const configurationPrefix = API_FAMILIES.configuration.prefix;
/** `/api/configuration` of services/catalog: the office's settings (administrators write). */
export const CONFIGURATION_API = {
  /** public `GET` → `LoginPageConfiguration`; `POST LoginPageConfiguration` → the saved login page */
  loginPage: `${configurationPrefix}/login-page`,
  /** `POST` a raw PNG, JPEG or WebP body (≤ 2 MB) with its content-type; answers the saved login page */
  loginPageImage: (kind: LoginPageImageKind) => `${configurationPrefix}/login-page/${seg(kind)}`,
  loginPageImageRoute: `${configurationPrefix}/login-page/:kind`,
  /** public, long cache: `GET` → a stored login-page image */
  file: (id: string) => `${configurationPrefix}/files/${seg(id)}`,
  fileRoute: `${configurationPrefix}/files/:id`,
  /** `GET` → `BudgetServicesProtocol`; `POST BudgetServicesProtocolBody` → the saved defaults */
  budgetServicesProtocol: `${configurationPrefix}/budget-services-protocol`,
  /** public `GET` → `OfficeContact` (portal header, letters); `POST OfficeContactBody` → the saved contact */
  office: `${configurationPrefix}/office`,
  /** `GET` → `DossierFreshness` (limits per destination route); `POST DossierFreshness` → the saved limits */
  dossierFreshness: `${configurationPrefix}/dossier-freshness`,
  /** administrators: `GET` → `LastBackupAnswer` (when, size, result of the last daily backup) */
  lastBackup: `${configurationPrefix}/last-backup`,
  /**
   * `GET` → `PixReceiver` (the office's Pix key, name, city, instalments; an empty key: no Pix anywhere);
   * `POST PixReceiverBody`
   */
  pix: `${configurationPrefix}/pix`,
  /** any signed-in user `GET` → `OfficeTimeZone` (the office's day, DESIGN); `POST OfficeTimeZone` → the saved zone */
  timeZone: `${configurationPrefix}/time-zone`,
} as const;

/**
 * `POST` the list's filter body, `?format=csv|xlsx&sort=` → the whole list as a file, streamed (docs/adr-exports.md):
 * NORMAL and above; an audit, ADMINISTRATOR.
 */
export const EXPORT_API = {
  clients: `${API_FAMILIES.client.prefix}/export`,
  protocols: `${API_FAMILIES.protocol.prefix}/export`,
  budgets: `${API_FAMILIES.budget.prefix}/export`,
  certificates: `${API_FAMILIES.certificate.prefix}/export`,
  'cash-entries': `${API_FAMILIES['cash-entry'].prefix}/export`,
  'client-audit': `${API_FAMILIES.client.prefix}/audit/export`,
  'protocol-audit': `${API_FAMILIES.protocol.prefix}/audit/export`,
} as const;

/** `POST SendToFamilyBody` → `SendToFamilyAnswer`: the portal link sent to the family by e-mail or WhatsApp. */
export const SEND_TO_FAMILY_API = {
  sendToFamily: (protocolId: string) => `${API_FAMILIES.protocol.prefix}/${seg(protocolId)}/send-to-family`,
  sendToFamilyRoute: `${API_FAMILIES.protocol.prefix}/:id/send-to-family`,
} as const;

const dashboardPrefix = API_FAMILIES.dashboard.prefix;
/** `/api/dashboard/<chart>?from=&to=`: one aggregation per chart of the dashboard (`DashboardAnswers[chart]`). */
export const DASHBOARD_API = {
  /** `GET ?from=&to=` → `DashboardFinance` */
  finance: `${dashboardPrefix}/finance`,
  /** `GET ?from=&to=` → `DashboardStages` */
  stages: `${dashboardPrefix}/stages`,
  /** `GET ?from=&to=` → `DashboardCertificates` */
  certificates: `${dashboardPrefix}/certificates`,
  /** `GET ?from=&to=` → `DashboardConversion` */
  conversion: `${dashboardPrefix}/conversion`,
  /** `GET ?from=&to=` → `DashboardStaff` (ADMINISTRATOR) */
  staff: `${dashboardPrefix}/staff`,
} as const;
