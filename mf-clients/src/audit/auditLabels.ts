import type { TFunction } from 'i18next';
import {
  BRAZILIAN_STATES,
  GENDERS,
  MARITAL_STATUSES,
  TYPES_OF_PERSON,
  type Language,
  formatDocument,
} from '@linhagem/contracts';
import { formatDate } from '@linhagem/i18n';
import { formatPhone, PLACE_LABEL_KEYS } from '@linhagem/ui-kit/form';

type ClientsT = TFunction<'clients'>;
type FieldKey = `fields.${string}`;

/** Fields the form labels on their own ("Birth city"); other nested fields are named "Card · Field". */
const OWN_LABELS: Record<string, Record<string, FieldKey>> = {
  birthPlace: PLACE_LABEL_KEYS.birthPlace,
  deathPlace: PLACE_LABEL_KEYS.deathPlace,
  wedding: {
    ...PLACE_LABEL_KEYS.wedding,
    marriedDay: 'fields.marriedDay',
    current: 'fields.currentMarriage',
  },
};
const CARDS: Record<string, string> = {
  birthPlace: 'form.cards.birth',
  deathPlace: 'form.cards.death',
  wedding: 'form.cards.wedding',
  address: 'form.cards.address',
  gedcomText: 'gedcom.kept.title',
};

/** An audited field path (`address.city`, `wedding.current`, `gender`) as the form's label in the person's language. */
export function auditFieldLabel(t: ClientsT, path: string): string {
  const [head, leaf] = path.split('.');
  const label = (key: FieldKey) => t(key, { defaultValue: '' }) as string;
  if (!leaf) return label(`fields.${head}`) || path;
  const own = OWN_LABELS[head]?.[leaf];
  if (own && label(own)) return label(own);
  const card = CARDS[head];
  if (head === 'gedcomText')
    return `${t('gedcom.kept.title')} · ${t(`gedcom.kept.${leaf}`, { defaultValue: leaf })}`;
  if (card && label(`fields.${leaf}`))
    return `${t(card as 'form.cards.address')} · ${label(`fields.${leaf}`)}`;
  return path;
}

const ENUMS: Record<string, readonly string[]> = {
  gender: GENDERS,
  maritalStatus: MARITAL_STATUSES,
  typeOfPerson: TYPES_OF_PERSON,
};

export type AuditValueContext = {
  language?: Language;
  /** names of the clients the links point to, by id */
  names?: Record<string, string>;
};

export const AUDIT_LINKS = ['father', 'mother', 'spouse', 'responsible'];
const DATES = ['birthDay', 'deathDay', 'wedding.marriedDay'];

/**
 * An audited value as text: enum values, states and yes/no translated, documents and phones formatted, dates in
 * the person's order, links by the person's name, lists joined, nothing as a dash.
 */
export function auditValue(
  t: ClientsT,
  path: string,
  value: unknown,
  context: AuditValueContext = {},
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') {
    if (AUDIT_LINKS.includes(path)) return context.names?.[value] ?? value;
    if (path === 'cpf' || path === 'cnpj') return formatDocument(value);
    if (path === 'phoneNumber' || path === 'cellPhoneNumber')
      return formatPhone(value, path === 'cellPhoneNumber');
    if (DATES.includes(path) && context.language) return formatDate(value, context.language) || value;
    if (path.endsWith('.state') && (BRAZILIAN_STATES as readonly string[]).includes(value))
      return `${t(`states.${value}` as 'states.SP')} (${value})`;
  }
  if (typeof value === 'boolean') return t(value ? 'options.yes' : 'options.no');
  if (typeof value === 'string' && ENUMS[path]?.includes(value))
    return t(`options.${path}.${value}` as 'options.yes');
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  return JSON.stringify(value);
}
