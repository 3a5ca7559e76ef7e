import { CLIENT_LINK_FIELDS, type Client, type ClientSummary } from '@linhagem/contracts';
import type { ClientDocument } from './model';

const HIDDEN = new Set(['_id', 'searchName', 'searchWords', 'documents', 'pendingLink']);
const LINKS = new Set<string>(CLIENT_LINK_FIELDS);

/** The API face of a stored client (a document or a lean object): `id`, links as id strings, dates as ISO, search fields hidden. */
export function toClient(doc: ClientDocument): Client {
  const raw = (typeof doc.toObject === 'function' ? doc.toObject({ depopulate: true }) : doc) as Record<
    string,
    unknown
  >;
  const out: Record<string, unknown> = { id: String(raw._id) };
  for (const [key, value] of Object.entries(raw)) {
    if (HIDDEN.has(key) || value === undefined || value === null) continue;
    if (LINKS.has(key)) out[key] = String(value);
    else if (value instanceof Date) out[key] = value.toISOString();
    else out[key] = value;
  }
  return out as Client;
}

export function toSummary(doc: ClientDocument): ClientSummary {
  return {
    id: String(doc._id),
    name: doc.name,
    typeOfPerson: doc.typeOfPerson ?? 'PERSON',
    birthDay: doc.birthDay ?? null,
    cpf: doc.cpf ?? null,
    cnpj: doc.cnpj ?? null,
  };
}
