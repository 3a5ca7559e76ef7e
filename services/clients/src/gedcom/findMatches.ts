import mongoose, { type Connection } from 'mongoose';
import { normalizeSearchText, type GedcomMatch, type GedcomPerson } from '@linhagem/contracts';
import { clientModel } from '../client/model';

type Candidate = {
  _id: mongoose.Types.ObjectId;
  name: string;
  searchName: string;
  birthDay?: string;
  cpf?: string;
};
const BATCH = 1000;

/** Does a client's birth date fit the GEDCOM one: the same day, or inside its month or year when that is all it says. */
function sameBirth(person: Omit<GedcomPerson, 'matches'>, birthDay: string | undefined): boolean {
  const date = person.birth?.date;
  if (!date || !birthDay) return false;
  if (date.iso) return date.iso === birthDay;
  if (date.precision === 'YEAR' || date.precision === 'MONTH')
    return birthDay.startsWith(String(date.year).padStart(4, '0'));
  return false;
}

/**
 * The clients each GEDCOM person may already be: same name (accents and case aside) and birth date, or same CPF.
 * Two indexed reads per thousand persons (`searchName`, `documents`), compared here.
 */
export async function findMatches(
  connection: Connection,
  persons: Omit<GedcomPerson, 'matches'>[],
): Promise<Map<string, GedcomMatch[]>> {
  const model = clientModel(connection);
  const byName = new Map<string, Candidate[]>();
  const byCpf = new Map<string, Candidate>();
  const names = [...new Set(persons.filter((p) => p.birth?.date).map((p) => normalizeSearchText(p.name)))];
  const cpfs = [...new Set(persons.flatMap((p) => (p.cpf ? [p.cpf] : [])))];
  const fields = { name: 1, searchName: 1, birthDay: 1, cpf: 1 };
  for (let i = 0; i < names.length; i += BATCH) {
    const found = await model
      .find({ searchName: mongoose.trusted({ $in: names.slice(i, i + BATCH) }) }, fields)
      .lean<Candidate[]>();
    for (const c of found) {
      const same = byName.get(c.searchName);
      if (same) same.push(c);
      else byName.set(c.searchName, [c]);
    }
  }
  for (let i = 0; i < cpfs.length; i += BATCH) {
    const found = await model
      .find({ documents: mongoose.trusted({ $in: cpfs.slice(i, i + BATCH) }) }, fields)
      .lean<Candidate[]>();
    for (const c of found) if (c.cpf) byCpf.set(c.cpf, c);
  }
  const out = new Map<string, GedcomMatch[]>();
  const toMatch = (c: Candidate, reason: GedcomMatch['reason']): GedcomMatch => ({
    clientId: String(c._id),
    name: c.name,
    ...(c.birthDay ? { birthDay: c.birthDay } : {}),
    reason,
  });
  for (const person of persons) {
    const matches: GedcomMatch[] = [];
    const byDocument = person.cpf ? byCpf.get(person.cpf) : undefined;
    if (byDocument) matches.push(toMatch(byDocument, 'CPF'));
    for (const c of byName.get(normalizeSearchText(person.name)) ?? [])
      if (sameBirth(person, c.birthDay) && !matches.some((m) => m.clientId === String(c._id)))
        matches.push(toMatch(c, 'NAME_AND_BIRTH'));
    if (matches.length) out.set(person.xref, matches);
  }
  return out;
}
