import type { TFunction } from 'i18next';
import { GENDERS, MARITAL_STATUSES, TYPES_OF_PERSON } from '@linhagem/contracts';

type ClientsT = TFunction<'clients'>;
type FieldKey = `fields.${string}`;

const PLACE_FIELDS: Record<string, Record<string, string>> = {
  birthPlace: { country: 'birthCountry', state: 'birthState', city: 'birthCity' },
  deathPlace: { country: 'deathCountry', state: 'deathState', city: 'deathCity' },
  wedding: {
    country: 'weddingCountry',
    state: 'weddingState',
    city: 'weddingCity',
    marriedDay: 'marriedDay',
    current: 'currentMarriage',
  },
};
const CARDS: Record<string, string> = {
  birthPlace: 'form.cards.birth',
  deathPlace: 'form.cards.death',
  wedding: 'form.cards.wedding',
  address: 'form.cards.address',
};

/** An audited field path (`address.city`, `wedding.current`, `gender`) as the form's label in the person's language. */
export function auditFieldLabel(t: ClientsT, path: string): string {
  const [head, leaf] = path.split('.');
  const label = (key: string) => t(`fields.${key}` as FieldKey, { defaultValue: '' }) as string;
  if (!leaf) return label(head) || path;
  const own = PLACE_FIELDS[head]?.[leaf];
  if (own && label(own)) return label(own);
  const card = CARDS[head];
  if (card && label(leaf)) return `${t(card as 'form.cards.address')} · ${label(leaf)}`;
  return path;
}

const ENUMS: Record<string, { key: string; values: readonly string[] }> = {
  gender: { key: 'gender', values: GENDERS },
  maritalStatus: { key: 'maritalStatus', values: MARITAL_STATUSES },
  typeOfPerson: { key: 'typeOfPerson', values: TYPES_OF_PERSON },
};

/** An audited value as text: enum values and yes/no translated, lists joined, nothing as a dash. */
export function auditValue(t: ClientsT, path: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'options.yes' : 'options.no');
  const known = ENUMS[path];
  if (known && typeof value === 'string' && known.values.includes(value))
    return t(`options.${known.key}.${value}` as 'options.yes');
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  return JSON.stringify(value);
}
