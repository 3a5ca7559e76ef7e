import mongoose, { type Connection } from 'mongoose';
import type { ImportReferences, ImportReferencesBody } from '@linhagem/contracts';
import { importModels } from '@linhagem/service-kit';
import { clientModel } from '../client/model';

/**
 * `POST /internal/clients/import-references` (docs/adr-spreadsheet-import.md): the clients a protocols import
 * names. A row is one of the latest applied client import of the same file (its SHA-256: the same CSV, or another
 * sheet of the same workbook), read from that import's journal (`importChanges.row`); a CPF is the client with it.
 * A row or CPF naming no client is left out.
 */
export async function importReferences(
  connection: Connection,
  { sha256, rows, cpfs }: ImportReferencesBody,
): Promise<ImportReferences> {
  const { Import, ImportChange } = importModels(connection);
  const model = clientModel(connection);
  const source = rows.length
    ? await Import.findOne({ kind: 'CLIENT', sha256, status: 'APPLIED' }, { _id: 1 })
        .sort({ appliedAt: -1 })
        .lean()
    : null;
  const byRow = new Map<number, mongoose.Types.ObjectId>();
  if (source)
    for (const change of await ImportChange.find(
      { importId: source._id, row: mongoose.trusted({ $in: [...new Set(rows)] }) },
      { row: 1, recordId: 1 },
    ).lean())
      if (change.row !== undefined && change.row !== null) byRow.set(change.row, change.recordId);
  const wanted = new Set(cpfs);
  // through the indexed `documents` (CPF, CNPJ, RG), as the preview's matching
  const byCpf = cpfs.length
    ? (
        await model
          .find({ documents: mongoose.trusted({ $in: [...wanted] }) }, { name: 1, cpf: 1 })
          .lean<{ _id: mongoose.Types.ObjectId; name: string; cpf?: string }[]>()
      ).filter((c): c is typeof c & { cpf: string } => !!c.cpf && wanted.has(c.cpf))
    : [];
  const named = await model
    .find({ _id: mongoose.trusted({ $in: [...byRow.values()] }) }, { name: 1 })
    .lean<{ _id: mongoose.Types.ObjectId; name: string }[]>();
  const names = new Map(named.map((c) => [String(c._id), c.name]));
  return {
    importId: source ? String(source._id) : null,
    rows: [...byRow].flatMap(([row, id]) =>
      names.has(String(id)) ? [{ row, id: String(id), name: names.get(String(id))! }] : [],
    ),
    cpfs: byCpf.map((c) => ({ cpf: c.cpf, id: String(c._id), name: c.name })),
  };
}
