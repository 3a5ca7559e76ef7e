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
