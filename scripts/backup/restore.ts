// `npm run restore -- <backup>`: checks the whole backup against its manifest (counts and SHA-256) before writing
// anything, refuses a deployment that holds data unless `drop`, then recreates every collection, its documents
// and its indexes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BSON, EJSON, type Document } from 'bson';
import type { MongoClient } from 'mongodb';
import {
  bsonDocuments,
  fileOf,
  keyCheckOf,
  keyFrom,
  MANIFEST,
  MANIFEST_FORMAT,
  readingStages,
  readPlain,
  readSmallFile,
  type Manifest,
} from './format';

export type RestoreOptions = {
  dir: string;
  /** drop the backup's databases first when they hold data */
  drop?: boolean;
  /** BACKUP_KEY, for an encrypted backup */
  key?: string;
  log?: (line: string) => void;
};

export type RestoreSummary = { databases: Record<string, Record<string, number>>; documents: number };

/** A backup that cannot be restored as it is: the message says why. */
export class BackupRefused extends Error {}

/** Reads the manifest and checks every collection's file against it; resolves with the manifest. */
export async function verifyBackup(dir: string, secret?: string): Promise<Manifest> {
  const manifestFile = path.join(dir, MANIFEST);
  if (!fs.existsSync(manifestFile))
    throw new BackupRefused(`${dir} has no ${MANIFEST}: not a Linhagem backup`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  if (manifest.format !== MANIFEST_FORMAT)
    throw new BackupRefused(`unknown backup format ${String(manifest.format)}`);
  const key = keyOf(manifest, secret);
  for (const [db, collections] of Object.entries(manifest.databases)) {
    const listed = new Set(Object.keys(collections));
    for (const file of fs.existsSync(path.join(dir, db)) ? fs.readdirSync(path.join(dir, db)) : []) {
      const name = file.replace(/\.(bson|metadata\.json)(\.gz)?(\.enc)?$/, '');
      if (!listed.has(name)) throw new BackupRefused(`${db}/${file} is not in the manifest`);
    }
    for (const [name, expected] of Object.entries(collections)) {
      const file = fileOf(dir, db, name, 'bson', manifest);
      if (!fs.existsSync(file) || !fs.existsSync(fileOf(dir, db, name, 'metadata.json', manifest)))
        throw new BackupRefused(`${db}.${name} is missing from the backup`);
      const hash = createHash('sha256');
      let count = 0;
      try {
        for await (const doc of bsonDocuments(readPlain(file, readingStages(manifest, key)))) {
          hash.update(doc);
          count++;
        }
      } catch (error) {
        throw new BackupRefused(`${db}.${name} cannot be read: ${(error as Error).message}`);
      }
      const sha256 = hash.digest('hex');
      if (count !== expected.count || sha256 !== expected.sha256)
        throw new BackupRefused(
          `${db}.${name} does not match the manifest (${count} documents, sha256 ${sha256.slice(0, 12)}…; ` +
            `expected ${expected.count}, ${expected.sha256.slice(0, 12)}…): the backup was altered or damaged`,
        );
    }
  }
  return manifest;
}

function keyOf(manifest: Manifest, secret: string | undefined): Buffer | undefined {
  if (!manifest.encryption) return undefined;
  if (!secret)
    throw new BackupRefused('this backup is encrypted: set BACKUP_KEY to the key it was made with');
  const key = keyFrom(secret, manifest.encryption.salt);
  if (keyCheckOf(key) !== manifest.encryption.keyCheck)
    throw new BackupRefused('BACKUP_KEY is not the key this backup was made with');
  return key;
}

/** Databases of the backup that already hold collections in the target. */
export async function occupiedDatabases(client: MongoClient, manifest: Manifest): Promise<string[]> {
  const occupied: string[] = [];
  for (const db of Object.keys(manifest.databases)) {
    const names = await client.db(db).listCollections({}, { nameOnly: true }).toArray();
    if (names.some((c) => !c.name.startsWith('system.'))) occupied.push(db);
  }
  return occupied;
}

const BATCH_DOCS = 1000;
const BATCH_BYTES = 8 * 1024 * 1024;
// keep every value's BSON type (a double stays a double, a 64-bit integer stays one) so the bytes come back equal
const READ_OPTIONS = {
  promoteValues: false,
  promoteLongs: false,
  promoteBuffers: false,
  bsonRegExp: true,
} as const;

export async function restoreBackup(client: MongoClient, options: RestoreOptions): Promise<RestoreSummary> {
  const manifest = await verifyBackup(options.dir, options.key);
  const key = keyOf(manifest, options.key);
  const occupied = await occupiedDatabases(client, manifest);
  if (occupied.length && !options.drop)
    throw new BackupRefused(
      `the deployment already holds data (${occupied.join(', ')}); restore into an empty one or pass --drop`,
    );
  for (const db of occupied) await client.db(db).dropDatabase();
  const summary: RestoreSummary = { databases: {}, documents: 0 };
  for (const [dbName, collections] of Object.entries(manifest.databases)) {
    const db = client.db(dbName);
    summary.databases[dbName] = {};
    for (const name of Object.keys(collections)) {
      const metadata = EJSON.parse(
        (
          await readSmallFile(
            fileOf(options.dir, dbName, name, 'metadata.json', manifest),
            readingStages(manifest, key),
          )
        ).toString(),
        { relaxed: false },
      ) as Document;
      await db.command({ create: name, ...(metadata.options ?? {}) });
      const collection = db.collection(name);
      let batch: Document[] = [];
      let bytes = 0;
      let count = 0;
      const flush = async () => {
        if (batch.length === 0) return;
        await collection.insertMany(batch, {
          ordered: true,
          bypassDocumentValidation: true,
          checkKeys: false,
        });
        count += batch.length;
        batch = [];
        bytes = 0;
      };
      const file = fileOf(options.dir, dbName, name, 'bson', manifest);
      for await (const raw of bsonDocuments(readPlain(file, readingStages(manifest, key)))) {
        batch.push(BSON.deserialize(raw, READ_OPTIONS));
        bytes += raw.length;
        if (batch.length >= BATCH_DOCS || bytes >= BATCH_BYTES) await flush();
      }
      await flush();
      const indexes = (metadata.indexes as Document[]).filter((index) => index.name !== '_id_');
      if (indexes.length)
        await db.command({
          createIndexes: name,
          indexes: indexes.map(({ ns: _ns, ...spec }) => spec),
        });
      summary.databases[dbName][name] = count;
      summary.documents += count;
    }
    options.log?.(
      `${dbName}: ${Object.entries(summary.databases[dbName])
        .map(([name, n]) => `${name} ${n}`)
        .join(', ')}`,
    );
  }
  return summary;
}
