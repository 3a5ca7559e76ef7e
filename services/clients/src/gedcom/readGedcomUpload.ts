import { GEDCOM_FILE_FIELD } from '@linhagem/contracts';
import { readUpload, type UploadSource } from '@linhagem/service-kit';
import { gedcomErrors } from './gedcomErrors';

export type GedcomUpload = { fileName: string; bytes: Buffer };

/**
 * Reads a GEDCOM upload with service-kit's one upload reader (`readUpload`): exactly one file, in the field
 * `file`; past `maxBytes` 413 while the body streams, its rest dropped so the answer arrives. The file is kept in
 * memory (at most `maxBytes`): the preview parses all of it and stores no file. Its name is cleaned as a
 * document's is (control and direction-override characters, path parts).
 */
export async function readGedcomUpload(source: UploadSource, maxBytes: number): Promise<GedcomUpload> {
  const upload = await readUpload(source, {
    maxBytes,
    field: GEDCOM_FILE_FIELD,
    fields: { max: 5 },
    refusals: {
      tooLarge: gedcomErrors.tooLarge,
      noFile: gedcomErrors.noFile,
      tooManyFiles: () => gedcomErrors.noFile('Send one file at a time'),
      empty: () => gedcomErrors.noFile(),
    },
  });
  return { fileName: upload.file.fileName, bytes: upload.file.stored };
}
