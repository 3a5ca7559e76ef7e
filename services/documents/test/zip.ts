import yauzl from 'yauzl';

export type ZipEntry = { name: string; bytes: Buffer; utf8: boolean };

/** A ZIP read back entry by entry with yauzl (a reader independent of the writer), its bytes checked by their CRC. */
export function readZip(bytes: Buffer): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, strictFileNames: true }, (error, zip) => {
      if (error) return reject(error);
      const entries: ZipEntry[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(entries));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            // general purpose bit 11: the name is UTF-8
            entries.push({
              name: entry.fileName,
              bytes: Buffer.concat(chunks),
              utf8: (entry.generalPurposeBitFlag & 0x800) !== 0,
            });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
