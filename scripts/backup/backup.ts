// `npm run backup`: every service's database, GridFS files included, in MongoDB's dump layout with a manifest of
// counts and SHA-256 per collection. Streams each collection with a cursor of raw BSON (memory stays flat).
// One point in time: a snapshot session on a replica set, the write lock (`fsyncLock`) otherwise (docs/adr-backup.md).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { EJSON, type Document } from 'bson';
import type { ClientSession, MongoClient } from 'mongodb';
import {
  fileOf,
  keyCheckOf,
  keyFrom,
  MANIFEST,
  MANIFEST_FORMAT,
  newSalt,
  ownerOnlyDir,
  writeOwnerOnlyFile,
  writeThrough,
  writingStages,
  type CollectionEntry,
  type Manifest,
} from './format';

export type BackupOptions = {
  /** the folder to create (must not exist) */
  dir: string;
  databases: string[];
  gzip?: boolean;
  /** BACKUP_KEY: every file but the manifest encrypted with AES-256-GCM */
  key?: string;
  log?: (line: string) => void;
};

const BATCH = 500;

/** Writes one backup; resolves with its manifest. A failed backup leaves no folder behind. */
export async function writeBackup(client: MongoClient, options: BackupOptions): Promise<Manifest> {
  const { dir } = options;
  if (fs.existsSync(dir)) throw new Error(`${dir} already exists`);
  const partial = `${dir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  ownerOnlyDir(partial);
  try {
    const manifest = await withOnePointInTime(client, (session, consistency) =>
      dumpAll(client, session, { ...options, dir: partial }, consistency),
    );
    writeOwnerOnlyFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    fs.renameSync(partial, dir);
    return manifest;
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Runs the reads at one point in time: a replica set (or mongos) reads from a snapshot session; a standalone —
 * the embedded engine or a single mongod — holds `fsyncLock` for the length of the copy, so writes wait and
 * none lands half in the backup. The lock is released even when the copy fails.
 */
async function withOnePointInTime<T>(
  client: MongoClient,
  run: (session: ClientSession | undefined, consistency: Manifest['consistency']) => Promise<T>,
): Promise<T> {
  const hello = await client.db('admin').command({ hello: 1 });
  if (hello.setName || hello.msg === 'isdbgrid') {
    const session = client.startSession({ snapshot: true });
    try {
      return await run(session, 'snapshot');
    } finally {
      await session.endSession();
    }
  }
  const admin = client.db('admin');
  await admin.command({ fsync: 1, lock: true });
  try {
    return await run(undefined, 'fsyncLock');
  } finally {
    await admin.command({ fsyncUnlock: 1 });
  }
}

async function dumpAll(
  client: MongoClient,
  session: ClientSession | undefined,
  options: BackupOptions,
  consistency: Manifest['consistency'],
): Promise<Manifest> {
  const salt = newSalt();
  const key = options.key ? keyFrom(options.key, salt) : undefined;
  const encryption = key
    ? { algorithm: 'aes-256-gcm' as const, kdf: 'scrypt' as const, salt, keyCheck: keyCheckOf(key) }
    : undefined;
  const layout = { gzip: options.gzip ?? false, encryption };
  const manifest: Manifest = {
    format: MANIFEST_FORMAT,
    createdAt: new Date().toISOString(),
    consistency,
    ...layout,
    databases: {},
    totals: { collections: 0, documents: 0, bytes: 0 },
  };
  for (const dbName of options.databases) {
    const db = client.db(dbName);
    // the catalogue is read outside the snapshot: a server takes snapshot reads for find, not listCollections
    const infos = await db.listCollections().toArray();
    const collections = infos.filter((info) => info.type !== 'view' && !info.name.startsWith('system.'));
    if (collections.length === 0) continue;
    ownerOnlyDir(path.join(options.dir, dbName));
    const entries: Record<string, CollectionEntry> = {};
    for (const info of collections.sort((a, b) => a.name.localeCompare(b.name))) {
      const collection = db.collection(info.name);
      const indexes = await collection.listIndexes().toArray();
      // mongodump's metadata: canonical extended JSON of the options, the indexes, the name and type
      const metadata: Document = {
        indexes,
        ...('info' in info && info.info?.uuid ? { uuid: info.info.uuid.toString('hex') } : {}),
        collectionName: info.name,
        type: 'collection',
        options: 'options' in info ? (info.options ?? {}) : {},
      };
      await writeThrough(
        Readable.from([Buffer.from(EJSON.stringify(metadata, { relaxed: false }))]),
        writingStages(layout, key),
        fileOf(options.dir, dbName, info.name, 'metadata.json', layout),
      );
      const hash = createHash('sha256');
      const entry: CollectionEntry = { count: 0, sha256: '', bytes: 0 };
      // raw: each document as the server's BSON bytes, written (and hashed) as they come
      const cursor = collection.find({}, { raw: true, batchSize: BATCH, session });
      await writeThrough(
        Readable.from(
          (async function* () {
            for await (const raw of cursor as AsyncIterable<unknown> as AsyncIterable<Uint8Array>) {
              const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
              hash.update(bytes);
              entry.count++;
              entry.bytes += bytes.length;
              yield bytes;
            }
          })(),
        ),
        writingStages(layout, key),
        fileOf(options.dir, dbName, info.name, 'bson', layout),
      );
      entry.sha256 = hash.digest('hex');
      entries[info.name] = entry;
      manifest.totals.collections++;
      manifest.totals.documents += entry.count;
      manifest.totals.bytes += entry.bytes;
    }
    manifest.databases[dbName] = entries;
    options.log?.(
      `${dbName}: ${Object.entries(entries)
        .map(([name, e]) => `${name} ${e.count}`)
        .join(', ')}`,
    );
  }
  return manifest;
}
