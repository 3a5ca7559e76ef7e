import { MINGO, Query } from '../storage/mingoOptions';
import { defaultIndexName, ID_INDEX, type IndexSpec } from '../indexes/spec';
import type { Collection } from '../storage/collection';
import { isPlainObject, type Doc } from '../storage/values';
import { asDoc, target, targetName, type Context, type Handler } from './context';
import { checkCollation, fullCollation } from '../storage/collation';
import { checkValidationOptions } from './validation';
import { CommandError, ErrorCodes } from './errors';
import { numberOf } from './findChecks';
import { checkIndexKey } from './indexKeyChecks';

/** Options kept and listed (the validator is enforced on writes, the collation is the default one). */
const COLLECTION_OPTIONS = [
  'capped',
  'size',
  'max',
  'validator',
  'validationLevel',
  'validationAction',
  'collation',
  'storageEngine',
  'indexOptionDefaults',
];

function checkCapped(options: Doc): void {
  // MongoDB reads `capped` as a bool (any non-zero number is true): `{ capped: 1024 }` is capped and needs a size.
  if (typeof options.capped === 'number') options.capped = options.capped !== 0;
  if (options.capped !== true) {
    delete options.size;
    delete options.max;
    delete options.capped;
    return;
  }
  const size = Number(options.size);
  if (options.size === undefined)
    throw new CommandError(ErrorCodes.InvalidOptions, "the 'size' field is required when 'capped' is true");
  if (!Number.isFinite(size) || size <= 0)
    throw new CommandError(ErrorCodes.BadValue, "the 'size' field must be a positive number");
  if (options.max !== undefined && !Number.isFinite(Number(options.max)))
    throw new CommandError(ErrorCodes.BadValue, "the 'max' field must be a number");
}

export const create: Handler = (ctx) => {
  const name = targetName(ctx);
  if (ctx.engine.collection(ctx.db, name)) {
    throw new CommandError(ErrorCodes.NamespaceExists, `Collection ${ctx.db}.${name} already exists.`);
  }
  for (const unsupported of ['viewOn', 'timeseries', 'clusteredIndex']) {
    if (ctx.body[unsupported] !== undefined && ctx.body[unsupported] !== false) {
      throw new CommandError(
        ErrorCodes.InvalidOptions,
        `'${unsupported}' collections are not supported by embedded-mongo`,
      );
    }
  }
  const options: Doc = {};
  for (const key of COLLECTION_OPTIONS) if (ctx.body[key] !== undefined) options[key] = ctx.body[key];
  checkCapped(options);
  checkValidationOptions(options);
  checkCollation(options.collation);
  if (isPlainObject(options.collation) && options.collation.locale === 'simple') delete options.collation;
  else if (isPlainObject(options.collation)) options.collation = fullCollation(options.collation);
  ctx.engine.ensureCollection(ctx.db, name, options);
  return { ok: 1 };
};

/** Arguments any command may carry (driver and session fields), not options of `collMod`. */
const GENERIC_ARGUMENTS = new Set([
  '$db',
  'lsid',
  '$clusterTime',
  '$readPreference',
  'writeConcern',
  'readConcern',
  'comment',
  'maxTimeMS',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
]);

function collModIndex(ctx: Context, collection: Collection, change: unknown): Doc {
  if (!isPlainObject(change))
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      "BSON field 'collMod.index' is the wrong type, expected object",
    );
  const index = [...collection.indexes.values()].find((i) =>
    change.name !== undefined
      ? i.name === change.name
      : isPlainObject(change.keyPattern) && sameKey(i.spec.key, change.keyPattern),
  );
  if (!index)
    throw new CommandError(
      ErrorCodes.IndexNotFound,
      `cannot find index ${JSON.stringify(change.name ?? change.keyPattern)} for ns ${collection.ns}`,
    );
  const spec = { ...index.spec };
  const reply: Doc = {};
  for (const option of ['expireAfterSeconds', 'hidden'] as const) {
    if (change[option] === undefined) continue;
    reply[`${option}_old`] = spec[option];
    reply[`${option}_new`] = change[option];
    spec[option] = change[option];
  }
  if (Object.keys(reply).length === 0)
    throw new CommandError(ErrorCodes.InvalidOptions, 'no expireAfterSeconds or hidden field');
  ctx.engine.dropIndex(collection, index.name);
  ctx.engine.createIndex(collection, spec);
  return reply;
}

/** `collMod`: changes a collection's validator, validation level and action, capped limits or an index's TTL. */
export const collMod: Handler = (ctx) => {
  const name = targetName(ctx);
  const collection = target(ctx);
  if (!collection)
    throw new CommandError(ErrorCodes.NamespaceNotFound, `ns does not exist: ${ctx.db}.${name}`);
  const options: Doc = { ...collection.options };
  let reply: Doc = {};
  for (const [field, value] of Object.entries(ctx.body).slice(1)) {
    if (GENERIC_ARGUMENTS.has(field)) continue;
    if (field === 'validator' || field === 'validationLevel' || field === 'validationAction')
      options[field] = value;
    else if (field === 'cappedSize' || field === 'cappedMax') {
      if (!collection.capped)
        throw new CommandError(ErrorCodes.InvalidOptions, `${field} is only supported on capped collections`);
      options[field === 'cappedSize' ? 'size' : 'max'] = value;
    } else if (field === 'index') reply = collModIndex(ctx, collection, value);
    else
      throw new CommandError(ErrorCodes.Location40415, `BSON field 'collMod.${field}' is an unknown field.`);
  }
  checkCapped(options);
  checkValidationOptions(options);
  ctx.engine.setOptions(collection, options);
  return { ...reply, ok: 1 };
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
    checkIndexKey(raw.key);
    const key: Doc = {};
    for (const [field, dir] of Object.entries(raw.key))
      key[field] = typeof dir === 'string' ? dir : numberOf(dir) < 0 ? -1 : 1;
    const spec: IndexSpec = {
      v: 2,
      key,
      name: typeof raw.name === 'string' ? raw.name : defaultIndexName(key),
    };
    for (const [option, value] of Object.entries(raw)) {
      if (option !== 'key' && option !== 'name' && option !== 'v' && !IGNORED_OPTIONS.has(option))
        spec[option] = value;
    }
    checkCollation(spec.collation);
    // An index without its own collation takes the collection's default (MongoDB lists it on the index).
    if (spec.collation === undefined && collection.options.collation !== undefined)
      spec.collation = collection.options.collation;
    if (isPlainObject(spec.collation) && spec.collation.locale === 'simple') delete spec.collation;
    else if (isPlainObject(spec.collation)) spec.collation = fullCollation(spec.collation);
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
