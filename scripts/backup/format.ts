// The backup's layout on disk: MongoDB's dump layout (`<db>/<collection>.bson`, `<collection>.metadata.json`,
// `.gz` with gzip) plus `manifest.json`; optional AES-256-GCM per file (docs/adr-backup.md).
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  scryptSync,
  type DecipherGCM,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';

export const MANIFEST = 'manifest.json';

/** A backup holds every family's personal data (LGPD art. 46): folders 0700 and files 0600, whatever the umask. */
export const OWNER_ONLY_DIR = 0o700;
export const OWNER_ONLY_FILE = 0o600;

/** Creates `dir` and its missing parents readable by their owner only (an existing one of ours is narrowed). */
export function ownerOnlyDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  fs.chmodSync(dir, OWNER_ONLY_DIR);
}

/** Writes a small file readable by its owner only. */
export const writeOwnerOnlyFile = (file: string, text: string) =>
  fs.writeFileSync(file, text, { mode: OWNER_ONLY_FILE });
export const MANIFEST_FORMAT = 'linhagem-backup/1';

export type CollectionEntry = {
  /** documents in the collection's `.bson` file */
  count: number;
  /** SHA-256 (hex) of the uncompressed, unencrypted concatenated BSON documents */
  sha256: string;
  /** uncompressed BSON bytes */
  bytes: number;
};

export type Manifest = {
  format: typeof MANIFEST_FORMAT;
  createdAt: string;
  /** how the copy was kept at one point in time: `fsyncLock` (writes paused) or `snapshot` (replica set) */
  consistency: 'fsyncLock' | 'snapshot';
  gzip: boolean;
  /** `keyCheck`: HMAC of a fixed text with the key, so a wrong BACKUP_KEY is named as such before any file is read */
  encryption?: { algorithm: 'aes-256-gcm'; kdf: 'scrypt'; salt: string; keyCheck: string };
  databases: Record<string, Record<string, CollectionEntry>>;
  totals: { collections: number; documents: number; bytes: number };
};

/** The file of a collection's documents or metadata inside a backup, with the suffixes its options add. */
export function fileOf(
  dir: string,
  db: string,
  collection: string,
  kind: 'bson' | 'metadata.json',
  manifest: Pick<Manifest, 'gzip' | 'encryption'>,
): string {
  return path.join(
    dir,
    db,
    `${collection}.${kind}${manifest.gzip ? '.gz' : ''}${manifest.encryption ? '.enc' : ''}`,
  );
}

/** BACKUP_KEY (any passphrase) stretched with scrypt and the backup's salt into an AES-256 key. */
export function keyFrom(secret: string, salt: string): Buffer {
  return scryptSync(secret, Buffer.from(salt, 'hex'), 32);
}

export const newSalt = () => randomBytes(16).toString('hex');

export const keyCheckOf = (key: Buffer) =>
  createHmac('sha256', key).update('linhagem backup key').digest('hex');

const MAGIC = Buffer.from('LNHGCM01');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM, streamed: `MAGIC | iv | ciphertext | tag`. */
export function encryptStream(key: Buffer): Transform {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!started) {
        started = true;
        this.push(Buffer.concat([MAGIC, iv]));
      }
      done(null, cipher.update(chunk));
    },
    flush(done) {
      if (!started) this.push(Buffer.concat([MAGIC, iv]));
      this.push(cipher.final());
      done(null, cipher.getAuthTag());
    },
  });
}

/** The reverse of `encryptStream`; a wrong key or an altered byte fails at the end (GCM's tag). */
export function decryptStream(key: Buffer): Transform {
  let head = Buffer.alloc(0);
  let decipher: DecipherGCM | undefined;
  let held = Buffer.alloc(0); // the last TAG_BYTES seen: the tag, once the stream ends
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      try {
        if (!decipher) {
          head = Buffer.concat([head, chunk]);
          if (head.length < MAGIC.length + IV_BYTES) return done();
          if (!head.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('not an encrypted backup file');
          decipher = createDecipheriv(
            'aes-256-gcm',
            key,
            head.subarray(MAGIC.length, MAGIC.length + IV_BYTES),
          );
          chunk = head.subarray(MAGIC.length + IV_BYTES);
        }
        const all = Buffer.concat([held, chunk]);
        held = all.subarray(Math.max(0, all.length - TAG_BYTES));
        done(null, decipher.update(all.subarray(0, all.length - held.length)));
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done) {
      try {
        if (!decipher || held.length < TAG_BYTES) throw new Error('encrypted backup file is truncated');
        decipher.setAuthTag(held);
        done(null, decipher.final());
      } catch (error) {
        done(
          new Error(
            `backup file does not decrypt (wrong BACKUP_KEY or altered): ${(error as Error).message}`,
          ),
        );
      }
    },
  });
}

/** The transforms that turn stored bytes back into plain content: decrypt, then gunzip. */
export function readingStages(manifest: Pick<Manifest, 'gzip'>, key?: Buffer): Transform[] {
  return [...(key ? [decryptStream(key)] : []), ...(manifest.gzip ? [zlib.createGunzip()] : [])];
}

/** The transforms that turn plain content into stored bytes: gzip, then encrypt. */
export function writingStages(manifest: Pick<Manifest, 'gzip'>, key?: Buffer): Transform[] {
  return [...(manifest.gzip ? [zlib.createGzip({ level: 1 })] : []), ...(key ? [encryptStream(key)] : [])];
}

/** A readable of the file's plain content (the stages applied); errors of any stage surface on it. */
export function readPlain(file: string, stages: Transform[]): Readable {
  const source = fs.createReadStream(file);
  if (stages.length === 0) return source;
  const out = new PassThrough();
  pipeline([source, ...stages, out]).catch((error: Error) => out.destroy(error));
  return out;
}

/** Writes the source through the stages into the file. */
export function writeThrough(source: Readable, stages: Transform[], file: string): Promise<void> {
  return pipeline([source, ...stages, fs.createWriteStream(file, { mode: OWNER_ONLY_FILE })]);
}

/** Reads a whole small file (metadata) through the stages. */
export async function readSmallFile(file: string, stages: Transform[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of readPlain(file, stages)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/**
 * Splits a stream of concatenated BSON documents (a `.bson` file) into one buffer per document, as
 * `mongorestore` reads them; the driver's `BSON.deserialize` reads each.
 */
export async function* bsonDocuments(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let pending: Buffer = Buffer.alloc(0);
  for await (const chunk of source) {
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    let offset = 0;
    while (pending.length - offset >= 4) {
      const size = pending.readInt32LE(offset);
      if (size < 5) throw new Error(`corrupt BSON stream: a document of ${size} bytes`);
      if (pending.length - offset < size) break;
      yield pending.subarray(offset, offset + size);
      offset += size;
    }
    pending = pending.subarray(offset);
  }
  if (pending.length) throw new Error(`corrupt BSON stream: ${pending.length} bytes after the last document`);
}
