import { calculateObjectSize } from 'bson';
import { cappedSize, type Collection } from '../storage/collection';
import { isPlainObject, type Doc } from '../storage/values';
import { asDoc, target, targetName, toNumber, type Handler } from './context';
import { CommandError, ErrorCodes } from './errors';

/** Bytes per index entry in the size estimates (the engine keeps indexes in memory, not in pages). */
const INDEX_ENTRY_BYTES = 32;

function scaleOf(value: unknown): number {
  const scale = value === undefined ? 1 : toNumber(value, NaN);
  if (!Number.isFinite(scale) || scale < 1)
    throw new CommandError(ErrorCodes.BadValue, 'scale has to be >= 1');
  return Math.trunc(scale);
}

/** Sizes as MongoDB reports them: data size in BSON bytes, storage and index sizes estimated. */
function sizes(collection: Collection): {
  count: number;
  size: number;
  indexSizes: Doc;
  totalIndexSize: number;
} {
  let size = 0;
  for (const doc of collection.docs.values()) size += calculateObjectSize(doc);
  const indexSizes: Doc = {};
  let totalIndexSize = 0;
  for (const index of collection.indexes.values()) {
    const bytes = collection.docs.size * INDEX_ENTRY_BYTES * index.fields.length;
    indexSizes[index.name] = bytes;
    totalIndexSize += bytes;
  }
  return { count: collection.docs.size, size, indexSizes, totalIndexSize };
}

/** The `storageStats` of `$collStats` and the body of the `collStats` command. */
export function storageStats(collection: Collection, scale: number): Doc {
  const { count, size, indexSizes, totalIndexSize } = sizes(collection);
  const scaled: Doc = {};
  for (const [name, bytes] of Object.entries(indexSizes))
    scaled[name] = Math.trunc((bytes as number) / scale);
  const stats: Doc = {
    size: Math.trunc(size / scale),
    count,
    avgObjSize: count > 0 ? Math.trunc(size / count) : 0,
    numOrphanDocs: 0,
    storageSize: Math.trunc(size / scale),
    freeStorageSize: 0,
    capped: collection.capped,
  };
  if (collection.capped) {
    if (Number(collection.options.max) > 0) stats.max = Number(collection.options.max);
    stats.maxSize = Math.trunc(cappedSize(collection.options.size) / scale);
  }
  Object.assign(stats, {
    nindexes: collection.indexes.size,
    indexBuilds: [],
    totalIndexSize: Math.trunc(totalIndexSize / scale),
    totalSize: Math.trunc((size + totalIndexSize) / scale),
    indexSizes: scaled,
    scaleFactor: scale,
  });
  return stats;
}

export const dbStats: Handler = (ctx) => {
  const scale = scaleOf(ctx.body.scale);
  const collections = [...(ctx.engine.dbs.get(ctx.db)?.values() ?? [])];
  let objects = 0;
  let dataSize = 0;
  let indexes = 0;
  let indexSize = 0;
  for (const collection of collections) {
    const s = sizes(collection);
    objects += s.count;
    dataSize += s.size;
    indexes += collection.indexes.size;
    indexSize += s.totalIndexSize;
  }
  return {
    db: ctx.db,
    collections: collections.length,
    views: 0,
    objects,
    avgObjSize: objects > 0 ? dataSize / objects : 0,
    dataSize: dataSize / scale,
    storageSize: dataSize / scale,
    indexes,
    indexSize: indexSize / scale,
    totalSize: (dataSize + indexSize) / scale,
    scaleFactor: scale,
    fsUsedSize: 0,
    fsTotalSize: 0,
    ok: 1,
  };
};

export const collStats: Handler = (ctx) => {
  const collection = target(ctx);
  if (!collection)
    throw new CommandError(
      ErrorCodes.NamespaceNotFound,
      `Collection [${ctx.db}.${targetName(ctx)}] not found.`,
    );
  return { ns: collection.ns, ...storageStats(collection, scaleOf(ctx.body.scale)), ok: 1 };
};

/** The single document of a leading `$collStats` stage. */
export function collStatsStage(
  db: string,
  name: string,
  collection: Collection | undefined,
  spec: unknown,
): Doc {
  if (!isPlainObject(spec))
    throw new CommandError(ErrorCodes.FailedToParse, '$collStats must take a nested object');
  const out: Doc = { ns: `${db}.${name}`, host: 'embedded-mongo', localTime: new Date() };
  for (const [field, value] of Object.entries(spec)) {
    if (field === 'latencyStats') {
      const zero = { latency: 0, ops: 0 };
      out.latencyStats = { reads: zero, writes: zero, commands: zero, transactions: zero };
    } else if (field === 'storageStats' || field === 'count') {
      if (!collection)
        throw new CommandError(
          ErrorCodes.NamespaceNotFound,
          `Unable to find collection for $collStats: ${db}.${name}`,
        );
      if (field === 'count') out.count = collection.docs.size;
      else out.storageStats = storageStats(collection, scaleOf(asDoc(value, 'storageStats').scale));
    } else {
      throw new CommandError(
        ErrorCodes.Location40415,
        `BSON field '$collStats.${field}' is an unknown field.`,
      );
    }
  }
  return out;
}
