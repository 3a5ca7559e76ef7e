import type { ClientField } from '../client/fields';
import type { Client } from '../client/schema';
import { maskCpf } from '../signature/schema';

/**
 * The client fields a family sees and edits in the portal: those of its person form's four cards (spec 2 "Public
 * client form"). Every other field of a client (links to other clients' ids, tags, the office's notes, its research
 * such as name variants and naturalisation) is the office's: the portal never answers it and a family's edit keeps
 * it as it is (OWASP ASVS 4.0.3 8.3.4, data a person may see).
 */
export const PUBLIC_CLIENT_FIELDS = [
  'name',
  'gender',
  'maritalStatus',
  'birthDay',
  'birthPlace',
  'cpf',
  'rg',
  'fatherName',
  'motherName',
  'spousesName',
  'wedding',
  'phoneNumber',
  'cellPhoneNumber',
  'email',
  'address',
] as const satisfies readonly ClientField[];
export type PublicClientField = (typeof PUBLIC_CLIENT_FIELDS)[number];

/** A person as the portal answers it: the allow-listed fields, with the id and version an edit sends back. */
export type PublicClient = Pick<Client, 'id' | 'version' | PublicClientField>;

/**
 * The one place a client becomes what a family may see: the allow-listed fields picked, nothing else. The CPF is
 * masked (`***.456.789-**`): with the birth date it proves a signer (docs/adr-signatures.md), so whoever holds the
 * access code never reads it whole; a CPF the office holds is kept as it is by a family's edit.
 */
export function toPublicClient(client: Client): PublicClient {
  const picked: Record<string, unknown> = { id: client.id, version: client.version };
  for (const field of PUBLIC_CLIENT_FIELDS) if (client[field] !== undefined) picked[field] = client[field];
  if (client.cpf) picked.cpf = maskCpf(client.cpf);
  return picked as PublicClient;
}
