// The standalone page's stand-in for the i18n namespaces its first screen does not show (webpack.config.cjs): the
// staff-only ones are never downloaded; clients, checklist and signatures come with the pages that use them (addNamespaces).
// The federated remote keeps the real ones.
const empty = { 'en-US': {}, 'pt-BR': {} } as never;
export const protocols = empty;
export const config = empty;
export const shell = empty;
export const clients = empty;
export const checklist = empty;
export const forms = empty;
export const clock = empty;
export const signatures = empty;
// the office's spreadsheet imports: staff screens only; the certificate readings' words come with the documents
// page, whose "We read:" card shows them (DocumentsView)
export const imports = empty;
export const reading = empty;
// Pix comes with the status page that shows the code
export const pix = empty;
// the administrators' audit of exports: a staff screen only
export const exportAudit = empty;
// the documents namespace's staff screens (packages/i18n/src/namespaces/documentsStaff.ts)
export const documentsStaff = empty;
