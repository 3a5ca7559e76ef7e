import mongoose, { type Connection } from 'mongoose';
import type { ImportMatch } from '@linhagem/contracts';
import { clientModel } from '../client/model';

/** What matching needs of a row. */
export type MatchKeys = { row: number; cpf?: string; searchName: string; birthDay?: string };
type Candidate = {
  _id: mongoose.Types.ObjectId;
  name: string;
  searchName: string;
  birthDay?: string;
  cpf?: string;
};

const BATCH = 1000;

/**
 * The clients each row may be (same CPF; or same name, accents and case aside, and birth date) and the rows that
 * repeat an earlier one of the file: two indexed reads per thousand rows (`documents`, `searchName`).
 */
export async function findClientMatches(connection: Connection, rows: MatchKeys[]): Promise<ImportMatch[]> {
  const model = clientModel(connection);
  const fields = { name: 1, searchName: 1, birthDay: 1, cpf: 1 };
  const byCpf = new Map<string, Candidate>();
  const byName = new Map<string, Candidate[]>();
  const cpfs = [...new Set(rows.flatMap((r) => (r.cpf ? [r.cpf] : [])))];
  const names = [...new Set(rows.filter((r) => r.birthDay && r.searchName).map((r) => r.searchName))];
  for (let i = 0; i < cpfs.length; i += BATCH) {
    const found = await model
      .find({ documents: mongoose.trusted({ $in: cpfs.slice(i, i + BATCH) }) }, fields)
      .lean<Candidate[]>();
    for (const c of found) if (c.cpf && !byCpf.has(c.cpf)) byCpf.set(c.cpf, c);
  }
  for (let i = 0; i < names.length; i += BATCH) {
    const found = await model
      .find({ searchName: mongoose.trusted({ $in: names.slice(i, i + BATCH) }) }, fields)
      .lean<Candidate[]>();
    for (const c of found) byName.set(c.searchName, [...(byName.get(c.searchName) ?? []), c]);
  }
  const matches: ImportMatch[] = [];
  const firstByCpf = new Map<string, number>();
  const firstByPerson = new Map<string, number>();
  for (const row of rows) {
    const found = new Set<string>();
    const add = (c: Candidate, by: ImportMatch['by']) => {
      if (found.has(String(c._id))) return;
      found.add(String(c._id));
      matches.push({ row: row.row, by, clientId: String(c._id), name: c.name });
    };
    const sameCpf = row.cpf ? byCpf.get(row.cpf) : undefined;
    if (sameCpf) add(sameCpf, 'CPF');
    if (row.birthDay)
      for (const c of byName.get(row.searchName) ?? []) if (c.birthDay === row.birthDay) add(c, 'NAME_BIRTH');
    const person = row.birthDay && row.searchName ? `${row.searchName}|${row.birthDay}` : undefined;
    const earlier = (row.cpf && firstByCpf.get(row.cpf)) || (person && firstByPerson.get(person));
    if (earlier) matches.push({ row: row.row, by: 'FILE', sameAsRow: earlier });
    if (row.cpf && !firstByCpf.has(row.cpf)) firstByCpf.set(row.cpf, row.row);
    if (person && !firstByPerson.has(person)) firstByPerson.set(person, row.row);
  }
  return matches;
}
