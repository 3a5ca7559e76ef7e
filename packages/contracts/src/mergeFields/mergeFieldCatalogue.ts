/**
 * The one catalogue of merge fields (DESIGN "Rich text"): every `{{key}}` a letter, contract or text fragment may
 * hold. services/catalog refuses a template naming any other field when it is saved; services/documents fills
 * them on the server when it renders a PDF; the editors' insert menu offers them. A fragment is inserted as
 * `{{fragment:CODE}}`.
 *
 * `html` fields are markup the renderer builds (a table); every other value is text and is escaped.
 */
export const MERGE_FIELD_CATALOGUE = {
  // the client the document is for (the chosen client, else the main client)
  clientName: { group: 'client', html: false },
  clientCpf: { group: 'client', html: false },
  clientEmail: { group: 'client', html: false },
  clientBirthDay: { group: 'client', html: false },
  // the protocol's main client
  mainClientName: { group: 'mainClient', html: false },
  mainClientCpf: { group: 'mainClient', html: false },
  mainClientEmail: { group: 'mainClient', html: false },
  // every client of the protocol
  clientNames: { group: 'clients', html: false },
  clientsTable: { group: 'clients', html: true },
  // the protocol or budget
  protocolCode: { group: 'protocol', html: false },
  protocolName: { group: 'protocol', html: false },
  familyName: { group: 'protocol', html: false },
  // its services, each with the clients it covers and their prices (the pricing function's, to the cent)
  servicesTable: { group: 'services', html: true },
  totalGross: { group: 'totals', html: false },
  totalDiscount: { group: 'totals', html: false },
  totalNet: { group: 'totals', html: false },
  taxRate: { group: 'totals', html: false },
  totalTax: { group: 'totals', html: false },
  totalAmount: { group: 'totals', html: false },
  validityDays: { group: 'totals', html: false },
  // the office (system configuration)
  officeName: { group: 'office', html: false },
  officeCnpj: { group: 'office', html: false },
  officeEmail: { group: 'office', html: false },
  officePhones: { group: 'office', html: false },
  officeAddress: { group: 'office', html: false },
  // the day the document is made, in digits and in words
  today: { group: 'date', html: false },
  todayInWords: { group: 'date', html: false },
  // the client's city of birth (official forms: a power of attorney, an application)
  clientBirthCity: { group: 'client', html: false },
  // the family's portal page: filled in the portal-link e-mail, and in a PDF when PUBLIC_BASE_URL is set
  portalLink: { group: 'protocol', html: false },
} as const satisfies Record<string, { group: MergeFieldGroup; html: boolean }>;

export type MergeFieldGroup =
  'client' | 'mainClient' | 'clients' | 'protocol' | 'services' | 'totals' | 'office' | 'date';
export type MergeField = keyof typeof MERGE_FIELD_CATALOGUE;

/** Every merge field, in the catalogue's order (the insert menu's). */
export const MERGE_FIELDS = Object.keys(MERGE_FIELD_CATALOGUE) as MergeField[];

export const isMergeField = (name: string): name is MergeField =>
  Object.prototype.hasOwnProperty.call(MERGE_FIELD_CATALOGUE, name);

export const mergeFieldPlaceholder = (field: MergeField) => `{{${field}}}`;
export const fragmentPlaceholder = (code: string) => `{{fragment:${code}}}`;

/** Any `{{...}}` of a template: a field, a fragment, or something the catalogue does not know. */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
const FRAGMENT = /^fragment:[A-Za-z0-9_.-]+$/;

/**
 * The placeholders of `html` that are neither a catalogue field nor a `{{fragment:CODE}}`, each once, as written
 * inside the braces (`{{ clientName }}` with spaces is unknown too: the filler would print it as it is).
 */
export function findUnknownMergeFields(html: string): string[] {
  const unknown = new Set<string>();
  for (const [, inside] of html.matchAll(PLACEHOLDER))
    if (!isMergeField(inside) && !FRAGMENT.test(inside)) unknown.add(inside);
  return [...unknown];
}
