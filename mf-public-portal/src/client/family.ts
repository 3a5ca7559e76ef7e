import type { PublicClientLink, PublicUnderageLink } from '@linhagem/contracts';

export type FamilyMinor = { link: PublicClientLink; underage: PublicUnderageLink };
export type FamilyEntry = { link: PublicClientLink; minors: FamilyMinor[] };

/** spec 2: the protocol's people, each underage nested under their responsible, in the protocol's order. */
export function nestFamily(persons: PublicClientLink[], underages: PublicUnderageLink[]): FamilyEntry[] {
  const underageOf = new Map(underages.map((u) => [u.underAgeClient.id, u]));
  const linkOf = new Map(persons.map((p) => [p.client.id, p]));
  return persons
    .filter((person) => !underageOf.has(person.client.id))
    .map((link) => ({
      link,
      minors: underages.flatMap((underage) => {
        const minor =
          underage.client.id === link.client.id ? linkOf.get(underage.underAgeClient.id) : undefined;
        return minor ? [{ link: minor, underage }] : [];
      }),
    }));
}

/** The adults who may be responsible for an underage. */
export function adultsOf(persons: PublicClientLink[], underages: PublicUnderageLink[]): PublicClientLink[] {
  return nestFamily(persons, underages).map((entry) => entry.link);
}
