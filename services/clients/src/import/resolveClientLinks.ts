import mongoose, { type Connection } from 'mongoose';
import { normalizeSearchText } from '@linhagem/contracts';
import { clientModel } from '../client/model';
import type { ClientRow, FamilyField, FamilyReference } from './readClientRow';

/** A family column resolved: a client's id, or the name as text when it names no client found. */
export type ResolvedLink = { id: string } | { name: string } | undefined;

/**
 * Resolves the family columns (father, mother, spouse) of every row: `#12` is row 12's client (created, updated
 * or matched); a CPF is the file's row with it, else the client with it; a name is the only row of the file with
 * it, else the only client with it (accents and case aside); anything else stays as the name's text.
 */
export async function resolveClientLinks(
  connection: Connection,
  rows: ClientRow[],
  idOfRow: (row: number) => string | undefined,
): Promise<(row: ClientRow, field: FamilyField) => ResolvedLink> {
  const model = clientModel(connection);
  const fileByCpf = new Map<string, number>();
  const fileByName = new Map<string, number[]>();
  for (const row of rows) {
    if (row.cpf && !fileByCpf.has(row.cpf)) fileByCpf.set(row.cpf, row.row);
    if (row.searchName) fileByName.set(row.searchName, [...(fileByName.get(row.searchName) ?? []), row.row]);
  }
  const references = rows.flatMap((row) => Object.values(row.references)) as FamilyReference[];
  const cpfs = [...new Set(references.flatMap((r) => ('cpf' in r && !fileByCpf.has(r.cpf) ? [r.cpf] : [])))];
  const names = [
    ...new Set(
      references.flatMap((r) => {
        if (!('name' in r)) return [];
        const key = normalizeSearchText(r.name);
        return fileByName.get(key)?.length === 1 ? [] : [key];
      }),
    ),
  ];
  const dbByCpf = new Map<string, string>();
  const dbByName = new Map<string, string[]>();
  for (let i = 0; i < cpfs.length; i += 1000)
    for (const c of await model
      .find({ documents: mongoose.trusted({ $in: cpfs.slice(i, i + 1000) }) }, { cpf: 1 })
      .lean())
      if (c.cpf) dbByCpf.set(c.cpf, String(c._id));
  for (let i = 0; i < names.length; i += 1000)
    for (const c of await model
      .find({ searchName: mongoose.trusted({ $in: names.slice(i, i + 1000) }) }, { searchName: 1 })
      .lean())
      dbByName.set(c.searchName, [...(dbByName.get(c.searchName) ?? []), String(c._id)]);

  return (row, field) => {
    const ref = row.references[field];
    if (!ref) return undefined;
    const ofRow = (n: number | undefined) => {
      const id = n !== undefined && n !== row.row ? idOfRow(n) : undefined;
      return id ? { id } : undefined;
    };
    if ('row' in ref) return ofRow(ref.row);
    if ('cpf' in ref) {
      const inFile = ofRow(fileByCpf.get(ref.cpf));
      if (inFile) return inFile;
      const id = dbByCpf.get(ref.cpf);
      return id ? { id } : undefined;
    }
    const key = normalizeSearchText(ref.name);
    const inFile = fileByName.get(key);
    if (inFile?.length === 1) return ofRow(inFile[0]) ?? { name: ref.name };
    const found = dbByName.get(key);
    return found?.length === 1 ? { id: found[0] } : { name: ref.name };
  };
}
