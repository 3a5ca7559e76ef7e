import { z } from 'zod';

/** How many generations above the client the Lineage tab reads by default, and at most (`?generations`). */
export const CLIENT_LINEAGE_DEFAULT_GENERATIONS = 5;
export const CLIENT_LINEAGE_MAX_GENERATIONS = 10;
/** At most this many persons (the client included): a wider line stops at it and answers `truncated`. */
export const CLIENT_LINEAGE_MAX_PERSONS = 200;

export const clientLineageQuerySchema = z
  .object({
    generations: z.coerce
      .number()
      .int()
      .min(1)
      .max(CLIENT_LINEAGE_MAX_GENERATIONS)
      .default(CLIENT_LINEAGE_DEFAULT_GENERATIONS),
  })
  .strict();

/** A date of a person: the ISO date, or the GEDCOM text of an approximate one (as `LineageDate`). */
const clientLineageDateSchema = z.object({ text: z.string(), uncertain: z.boolean() }).nullable();

/** One person of the client's line: the client, or an ancestor reached through the father and mother links. */
export const clientLineagePersonSchema = z.object({
  /** the person's client id: a card opens that record */
  id: z.string(),
  /** the person below in the line, whose father or mother this one is (null for the client) */
  childId: z.string().nullable(),
  /**
   * The relationship to the client as the links walked, `F` a father and `M` a mother, from the client up: `''` the
   * client, `'F'` the father, `'FM'` the father's mother. Its length is the generation.
   */
  relationship: z.string().regex(/^[FM]*$/),
  name: z.string(),
  birth: clientLineageDateSchema,
  death: clientLineageDateSchema,
  birthPlace: z.string().nullable(),
  deathPlace: z.string().nullable(),
});
export type ClientLineagePerson = z.infer<typeof clientLineagePersonSchema>;

/** `GET /api/client/{id}/lineage`: the client and their ancestors by the father and mother links. */
export const clientLineageSchema = z.object({
  clientId: z.string(),
  /** generation by generation from the client up, each person after the one they were reached through */
  persons: z.array(clientLineagePersonSchema),
  /** the line goes on above the generations asked, or was cut at `CLIENT_LINEAGE_MAX_PERSONS` */
  truncated: z.boolean(),
});
export type ClientLineage = z.infer<typeof clientLineageSchema>;
