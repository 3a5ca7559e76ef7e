export * from './resources';
export * from './format';
export { formatGedcomDate } from './gedcomDate';
export * from './createI18n';
export type { Translation } from './Translation';
export type { MessageKey } from './MessageKey';
export * from './errorMessages';
export * from './addNamespaces';
// loaded on demand by the family portal's pages (addNamespaces)
export { clients as clientsNamespace } from './namespaces/clients';
export { checklist as checklistNamespace } from './namespaces/checklist';
export { signatures as signaturesNamespace } from './namespaces/signatures';
export { pix as pixNamespace } from './namespaces/pix';
export { reading as readingNamespace } from './namespaces/reading';
