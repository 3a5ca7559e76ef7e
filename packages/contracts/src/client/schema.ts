import { z } from 'zod';
import { readOnlyFieldsShape, withoutReadOnlyFields } from '../readOnlyFields';
import { CLIENT_MESSAGES } from './codes';
import {
  BRASIL,
  CLIENT_LINK_FIELDS,
  CLIENT_PLACE_FIELDS,
  type ClientLinkField,
  type TypeOfPerson,
} from './enums';
import type { GedcomText } from '../gedcom/schema';
import { clientFieldsSchema, objectIdSchema, todayIso, type ClientField, type ClientFields } from './fields';

/**
 * Every field the client form owns, from the schema: an update replaces them all, absent ones are cleared.
 */
export const CLIENT_FIELDS = clientFieldsSchema.keyof().options;

const hasBrazilianZip = (zip: string | null | undefined) => !zip || /^\d{5}-?\d{3}$/.test(zip);

/** Cross-field rules of spec 5 (dates) and spec 3 (states), shared by the form and the service. */
export function checkClientRules(
  client: ClientFields & { id?: string },
  ctx: z.RefinementCtx,
  today = todayIso(),
): void {
  const issue = (path: (string | number)[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  if (client.birthDay && client.birthDay > today) issue(['birthDay'], CLIENT_MESSAGES.birthAfterToday);
  if (client.deathDay) {
    if (client.deathDay > today || (client.birthDay && client.deathDay < client.birthDay)) {
      issue(['deathDay'], CLIENT_MESSAGES.deathOutOfRange);
    }
    if (client.alive === true) issue(['alive'], CLIENT_MESSAGES.deathButAlive);
  }
  const married = client.wedding?.marriedDay;
  if (married && (married > today || (client.birthDay && married < client.birthDay))) {
    issue(['wedding', 'marriedDay'], CLIENT_MESSAGES.marriedDayOutOfRange);
  }
  for (const key of CLIENT_PLACE_FIELDS) {
    const place = client[key];
    if (place?.state && place.country && place.country !== BRASIL)
      issue([key, 'state'], CLIENT_MESSAGES.stateInvalid);
  }
  if (client.address?.country === BRASIL && !hasBrazilianZip(client.address.zipCode)) {
    issue(['address', 'zipCode'], CLIENT_MESSAGES.zipCodeInvalid);
  }
  for (const key of CLIENT_LINK_FIELDS) {
    const id = client[key];
    if (id && client.id && id === client.id) issue([key], CLIENT_MESSAGES.selfLink);
  }
}

/**
 * What only a natural person has (spec 3: identity, dates, birth, death, wedding, family): a COMPANY client neither
 * shows nor keeps them. `alive` is left out: it defaults to true, which is what a company is.
 */
export const PERSON_ONLY_CLIENT_FIELDS = [
  'gender',
  'maritalStatus',
  'birthDay',
  'deathDay',
  'birthPlace',
  'deathPlace',
  'naturalisationDate',
  'wedding',
  'father',
  'mother',
  'spouse',
  'responsible',
  'fatherName',
  'motherName',
  'spousesName',
] as const satisfies readonly ClientField[];

/**
 * A COMPANY body with its person-only fields cleared and `alive` true, whatever it carried (a person turned into a
 * company, or a caller sending the whole form): the stored company is the same however it was sent.
 */
export function withoutPersonFields<T extends { typeOfPerson?: TypeOfPerson }>(client: T): T {
  if (client.typeOfPerson !== 'COMPANY') return client;
  const cleared = Object.fromEntries(PERSON_ONLY_CLIENT_FIELDS.map((field) => [field, null]));
  return { ...client, ...cleared, alive: true };
}

/**
 * Body of `POST /api/client` (create) and `POST /api/client/:id` (update). The confirmation flags answer the
 * service's 409 `client.duplicate-name` and `client.incomplete-wedding` after the person confirmed.
 * `id` is accepted (ignored in favour of the path) and so are the read-only fields, so a client can post back
 * what it loaded; `version` enables the optimistic-concurrency check (409 CONFLICT when someone saved in between).
 */
export const clientBodySchema = clientFieldsSchema
  .extend({
    id: objectIdSchema.optional(),
    version: z.number().int().min(0).optional(),
    confirmDuplicateName: z.boolean().optional(),
    confirmIncompleteWedding: z.boolean().optional(),
    ...readOnlyFieldsShape,
    /** answered by the read, ignored in a write */
    linkedClients: z.unknown().optional(),
  })
  .strict()
  // a company's person-only fields are cleared before the rules that read them (a hidden date cannot refuse it)
  .transform(withoutPersonFields)
  .superRefine((client, ctx) => checkClientRules(client, ctx))
  .transform(({ linkedClients: _read, ...body }) => withoutReadOnlyFields(body));
export type ClientBody = z.infer<typeof clientBodySchema>;
export type ClientBodyInput = z.input<typeof clientBodySchema>;

/** One client another links (father, mother, spouse, responsible): its id and name. */
export const linkedClientSchema = z.object({ id: objectIdSchema, name: z.string() });
export type LinkedClient = z.infer<typeof linkedClientSchema>;

/**
 * `GET /api/client/{id}` answers, next to the link ids, the id and name of each linked client
 * that exists, so the client form loads in one round trip. Only that read answers it.
 */
export const linkedClientsSchema = z
  .object(
    Object.fromEntries(CLIENT_LINK_FIELDS.map((field) => [field, linkedClientSchema.optional()])) as Record<
      ClientLinkField,
      z.ZodOptional<typeof linkedClientSchema>
    >,
  )
  .strict();
export type LinkedClients = z.infer<typeof linkedClientsSchema>;

/** A client as the service answers it. Unset optional values are absent. */
export type Client = Omit<ClientFields, ClientLinkField> &
  Partial<Record<ClientLinkField, string | null>> & {
    id: string;
    version: number;
    createdAt: string;
    updatedAt: string;
    linkedClients?: LinkedClients;
    /** what a GEDCOM import could not put in the fields (docs/adr-gedcom.md); no form sends it */
    gedcomText?: GedcomText;
  };

/** Wedding details the person should confirm when missing (spec 5, "incomplete wedding details ask confirmation"). */
export function missingWeddingDetails(
  client: Pick<ClientFields, 'maritalStatus' | 'spouse' | 'spousesName' | 'wedding'>,
): string[] {
  const w = client.wedding;
  const started =
    client.maritalStatus === 'MARRIED' ||
    client.maritalStatus === 'STABLE_UNION' ||
    !!client.spouse ||
    !!(w && (w.marriedDay || w.country || w.state || w.foreignState || w.city || w.current));
  if (!started) return [];
  const missing: string[] = [];
  if (!client.spouse && !client.spousesName) missing.push('spouse');
  if (!w?.marriedDay) missing.push('wedding.marriedDay');
  if (!w?.country) missing.push('wedding.country');
  if (w?.country === BRASIL ? !w.state : !w?.foreignState) missing.push('wedding.state');
  if (!w?.city) missing.push('wedding.city');
  return missing;
}
