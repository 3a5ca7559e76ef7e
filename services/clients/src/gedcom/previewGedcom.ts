import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { GedcomPreview } from '@linhagem/contracts';
import type { Caller } from '@linhagem/service-kit';
import { findMatches } from './findMatches';
import { gedcomErrors } from './gedcomErrors';
import { gedcomImportModel, packPreview, previewExpiry } from './gedcomImportModel';
import type { GedcomUpload } from './readGedcomUpload';
import { readGedcomOffLoop } from './read/readGedcomOffLoop';

/**
 * `POST /api/client/gedcom/preview`: the persons, families and problems of the file, each person with the clients
 * it may be. Writes no client: only the preview, with its TTL, for the apply to find by `importId`.
 */
export async function previewGedcom(
  connection: Connection,
  caller: Caller,
  upload: GedcomUpload,
): Promise<GedcomPreview> {
  const read = await readGedcomOffLoop(upload.bytes);
  if (!read.isGedcom) throw gedcomErrors.notGedcom(read.problems);
  const matches = await findMatches(connection, read.persons);
  const stored = {
    version: read.version,
    encoding: read.encoding,
    persons: read.persons.map((person) => ({ ...person, matches: matches.get(person.xref) ?? [] })),
    families: read.families,
    problems: read.problems,
  };
  const importId = randomUUID();
  const expiresAt = previewExpiry();
  await gedcomImportModel(connection).create({
    _id: importId,
    userId: caller.sub,
    fileName: upload.fileName,
    preview: packPreview(stored),
    expiresAt,
  });
  return { importId, fileName: upload.fileName, expiresAt: expiresAt.toISOString(), ...stored };
}
