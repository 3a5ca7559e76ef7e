import { Query } from 'mingo';
import { defaultIndexName, ID_INDEX, type IndexSpec } from '../indexes/spec';
import type { Collection } from '../storage/collection';
import { isPlainObject, type Doc } from '../storage/values';
import { asDoc, target, targetName, type Handler } from './context';
import { CommandError, ErrorCodes } from './errors';
import { MINGO } from '../storage/mingoOptions';

/** Options kept and listed; a validator is kept but not enforced. */
const COLLECTION_OPTIONS = [
  'validator',
  'validationLevel',
  'validationAction',
  'collation',
  'storageEngine',
  'indexOptionDefaults',
];

export const create: Handler = (ctx) => {
  const name = targetName(ctx);
  if (ctx.engine.collection(ctx.db, name)) {
    throw new CommandError(ErrorCodes.NamespaceExists, `Collection ${ctx.db}.${name} already exists.`);
  }
  for (const unsupported of ['viewOn', 'timeseries', 'capped', 'clusteredIndex']) {
    if (ctx.body[unsupported] !== undefined && ctx.body[unsupported] !== false) {
      throw new CommandError(
        ErrorCodes.InvalidOptions,
        `'${unsupported}' collections are not supported by embedded-mongo`,
      );
    }
  }
  const options: Doc = {};
  for (const key of COLLECTION_OPTIONS) if (ctx.body[key] !== undefined) options[key] = ctx.body[key];
  ctx.engine.ensureCollection(ctx.db, name, options);
  return { ok: 1 };
};

export const drop: Handler = (ctx) => {
  const name = targetName(ctx);
  const collection = target(ctx);
  const nIndexesWas = collection?.indexes.size ?? 0;
  ctx.engine.dropCollection(ctx.db, name);
  return collection ? { nIndexesWas, ns: `${ctx.db}.${name}`, ok: 1 } : { ok: 1 };
};

export const dropDatabase: Handler = (ctx) => {
  ctx.engine.dropDatabase(ctx.db);
  return { dropped: ctx.db, ok: 1 };
};

function approximateSize(collection: Collection): number {
  return collection.docs.size * 512;
}

export const listDatabases: Handler = (ctx) => {
  const filter = asDoc(ctx.body.filter, 'filter');
  const test = new Query(filter, MINGO);
  const databases = [...ctx.engine.dbs.entries()]
    .map(([name, collections]) => {
      const sizeOnDisk = [...collections.values()].reduce((sum, c) => sum + approximateSize(c), 0);
      return { name, sizeOnDisk, empty: sizeOnDisk === 0 };
    })
    .filter((db) => test.test(db));
  if (ctx.body.nameOnly === true) return { databases: databases.map(({ name }) => ({ name })), ok: 1 };
  return { databases, totalSize: databases.reduce((s, d) => s + d.sizeOnDisk, 0), totalSizeMb: 0, ok: 1 };
};

export const listCollections: Handler = (ctx) => {
  const filter = asDoc(ctx.body.filter, 'filter');
  const test = new Query(filter, MINGO);
  const collections = [...(ctx.engine.dbs.get(ctx.db)?.values() ?? [])]
    .map((c) => ({
      name: c.name,
      type: 'collection',
      options: c.options,
      info: { readOnly: false },
      idIndex: { ...ID_INDEX },
    }))
    .filter((c) => test.test(c))
    .map((c) => (ctx.body.nameOnly === true ? { name: c.name, type: c.type } : c));
  const cursor = asDoc(ctx.body.cursor, 'cursor');
  return ctx.cursors.firstBatch(
    `${ctx.db}.$cmd.listCollections`,
    collections,
    cursor.batchSize as number | undefined,
    ctx.connectionId,
  );
};

function sameKey(a: Doc, b: Doc): boolean {
  const ak = Object.keys(a);
  const bk = Object.keys(b);
  return ak.length === bk.length && ak.every((k, i) => bk[i] === k && String(a[k]) === String(b[k]));
}

const IGNORED_OPTIONS = new Set(['background', 'ns']);

export const createIndexes: Handler = (ctx) => {
  const indexes = ctx.body.indexes;
  if (!Array.isArray(indexes) || indexes.length === 0) {
    throw new CommandError(ErrorCodes.BadValue, 'Must specify at least one index to create');
  }
  const name = targetName(ctx);
  const existed = !!ctx.engine.collection(ctx.db, name);
  const collection = ctx.engine.ensureCollection(ctx.db, name);
  const before = collection.indexes.size;
  for (const raw of indexes) {
    if (!isPlainObject(raw) || !isPlainObject(raw.key) || Object.keys(raw.key).length === 0) {
      throw new CommandError(ErrorCodes.BadValue, 'Index key must be a non-empty object');
    }
    for (const dir of Object.values(raw.key)) {
      const ok = dir === 1 || dir === -1 || typeof dir === 'string' || (typeof dir === 'number' && dir !== 0);
      if (!ok)
        throw new CommandError(
          ErrorCodes.BadValue,
          `Values in the index key pattern must be numbers or strings`,
        );
    }
    const key: Doc = {};
    for (const [field, dir] of Object.entries(raw.key))
      key[field] = typeof dir === 'number' ? (dir < 0 ? -1 : 1) : dir;
    const spec: IndexSpec = {
      v: 2,
      key,
      name: typeof raw.name === 'string' ? raw.name : defaultIndexName(key),
    };
    for (const [option, value] of Object.entries(raw)) {
      if (option !== 'key' && option !== 'name' && option !== 'v' && !IGNORED_OPTIONS.has(option))
        spec[option] = value;
    }
    const sameName = collection.indexes.get(spec.name);
    if (sameName) {
      if (!sameKey(sameName.spec.key, key)) {
        throw new CommandError(
          ErrorCodes.IndexKeySpecsConflict,
          `An existing index has the same name as the requested index: ${spec.name}`,
        );
      }
      if (Boolean(sameName.spec.unique) !== Boolean(spec.unique)) {
        throw new CommandError(
          ErrorCodes.IndexOptionsConflict,
          `An existing index has the same name but different options: ${spec.name}`,
        );
      }
      continue;
    }
    const sameKeyIndex = [...collection.indexes.values()].find((i) => sameKey(i.spec.key, key));
    if (sameKeyIndex && Boolean(sameKeyIndex.spec.unique) === Boolean(spec.unique)) {
      throw new CommandError(
        ErrorCodes.IndexOptionsConflict,
        `Index already exists with a different name: ${sameKeyIndex.name}`,
      );
    }
    ctx.engine.createIndex(collection, spec);
  }
  return {
    createdCollectionAutomatically: !existed,
    numIndexesBefore: before,
    numIndexesAfter: collection.indexes.size,
    ok: 1,
  };
};

export const listIndexes: Handler = (ctx) => {
  const collection = target(ctx);
  if (!collection)
    throw new CommandError(ErrorCodes.NamespaceNotFound, `ns does not exist: ${ctx.db}.${targetName(ctx)}`);
  const cursor = asDoc(ctx.body.cursor, 'cursor');
  return ctx.cursors.firstBatch(
    collection.ns,
    collection.indexSpecs(),
    cursor.batchSize as number | undefined,
    ctx.connectionId,
  );
};

export const dropIndexes: Handler = (ctx) => {
  const collection = target(ctx);
  if (!collection)
    throw new CommandError(ErrorCodes.NamespaceNotFound, `ns not found ${ctx.db}.${targetName(ctx)}`);
  const nIndexesWas = collection.indexes.size;
  const which = ctx.body.index;
  const names: string[] = [];
  if (which === '*') names.push(...[...collection.indexes.keys()].filter((n) => n !== ID_INDEX.name));
  else if (typeof which === 'string') names.push(which);
  else if (Array.isArray(which)) names.push(...which.map(String));
  else if (isPlainObject(which)) {
    const found = [...collection.indexes.values()].find((i) => sameKey(i.spec.key, which));
    if (!found)
      throw new CommandError(ErrorCodes.IndexNotFound, `can't find index with key: ${JSON.stringify(which)}`);
    names.push(found.name);
  } else throw new CommandError(ErrorCodes.TypeMismatch, 'index must be a string, an array or an object');
  for (const name of names) {
    if (!collection.indexes.has(name))
      throw new CommandError(ErrorCodes.IndexNotFound, `index not found with name [${name}]`);
  }
  for (const name of names) ctx.engine.dropIndex(collection, name);
  return { nIndexesWas, ok: 1 };
};
