import {
  columnsKey,
  guessImportMapping,
  importFieldsOf,
  importMappingSchema,
  type ImportKind,
  type ImportMapping,
} from '@linhagem/contracts';
import type { Connection } from 'mongoose';
import { importErrors } from './importErrors';
import { importModels } from './importModel';

/** A mapping sent by the screen, checked against the file's columns and the kind's fields. */
export function checkMapping(kind: ImportKind, columns: string[], mapping: unknown): ImportMapping {
  let value = mapping;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw importErrors.badMapping('The mapping is not JSON');
    }
  }
  const parsed = importMappingSchema.safeParse(value);
  if (!parsed.success) throw importErrors.badMapping('The mapping names fields the import does not know');
  if (parsed.data.length !== columns.length)
    throw importErrors.badMapping('The mapping has not one entry per column', { columns: columns.length });
  const allowed = new Set<string>(importFieldsOf(kind));
  const fields = parsed.data.filter((f): f is NonNullable<typeof f> => !!f);
  const wrong = fields.filter((f) => !allowed.has(f));
  const twice = fields.filter((f, i) => fields.indexOf(f) !== i);
  if (wrong.length || twice.length)
    throw importErrors.badMapping('A field is not of this import, or is filled by two columns', {
      fields: [...new Set([...wrong, ...twice])],
    });
  return parsed.data;
}

/** The mapping of a preview: the one sent, else the one remembered for these columns, else a guess. */
export async function chooseMapping(
  connection: Connection,
  kind: ImportKind,
  columns: string[],
  sent: string | undefined,
): Promise<{ mapping: ImportMapping; remembered: boolean }> {
  if (sent) return { mapping: checkMapping(kind, columns, sent), remembered: false };
  const memory = await importModels(connection).ImportMapping.findById(columnsKey(kind, columns)).lean();
  if (memory) {
    try {
      return { mapping: checkMapping(kind, columns, memory.mapping), remembered: true };
    } catch {
      // a remembered mapping the fields outgrew: guess again
    }
  }
  return { mapping: guessImportMapping(kind, columns), remembered: false };
}

/** Remembers the mapping an apply used, for the next import of the same columns. */
export async function rememberMapping(
  connection: Connection,
  kind: ImportKind,
  columns: string[],
  mapping: ImportMapping,
) {
  await importModels(connection).ImportMapping.updateOne(
    { _id: columnsKey(kind, columns) },
    { $set: { mapping } },
    { upsert: true },
  );
}

/** Each mapped field's column index. */
export function fieldColumns<F extends string>(columns: string[], mapping: ImportMapping): Map<F, number> {
  const out = new Map<F, number>();
  columns.forEach((_column, index) => {
    const field = mapping[index];
    if (field) out.set(field as F, index);
  });
  return out;
}
