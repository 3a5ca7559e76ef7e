import { z } from 'zod';

/**
 * What the dossier reads of a client: the family links, the dates that can break a line, the known
 * spellings of the name and the country of birth. The clients service answers it in its internal lookup.
 */
export const dossierClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  birthDay: z.string().nullable().optional(),
  nameVariants: z.array(z.string()).optional(),
  gender: z.string().nullable().optional(),
  deathDay: z.string().nullable().optional(),
  alive: z.boolean().optional(),
  father: z.string().nullable().optional(),
  mother: z.string().nullable().optional(),
  spouse: z.string().nullable().optional(),
  maritalStatus: z.string().nullable().optional(),
  marriedDay: z.string().nullable().optional(),
  naturalisationDate: z.string().nullable().optional(),
  birthCountry: z.string().nullable().optional(),
  /**
   * A date a GEDCOM import could only keep as text (`ABT 1880`, `BET 1890 AND 1895`, a year alone), in place of
   * the empty date field beside it: the warnings treat it as uncertain (docs/adr-gedcom.md).
   */
  uncertainDates: z
    .object({ birthDay: z.string(), deathDay: z.string(), marriedDay: z.string() })
    .partial()
    .optional(),
  /** the places of birth and death as one line of text (city, state, country), for the line-of-descent chart */
  birthPlaceText: z.string().nullable().optional(),
  deathPlaceText: z.string().nullable().optional(),
});
export type DossierClient = z.infer<typeof dossierClientSchema>;

export const isDeceased = (client: DossierClient) => client.alive === false || !!client.deathDay;
export const isMarried = (client: DossierClient) =>
  !!client.spouse ||
  !!client.marriedDay ||
  ['MARRIED', 'WIDOWED', 'DIVORCED'].includes(client.maritalStatus ?? '');

/** The known spellings of a client's name: the name first, then the variants, each once (accents and case kept). */
export function knownSpellings(client: Pick<DossierClient, 'name' | 'nameVariants'>): string[] {
  const seen = new Set<string>();
  return [client.name, ...(client.nameVariants ?? [])].filter((spelling) => {
    const key = spelling.trim();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
