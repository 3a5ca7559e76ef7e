import { Types, type Connection, type Model, type Schema } from 'mongoose';

const TTL_MS = 30_000;
const MAX_ENTRIES = 500;

type Where = Record<string, unknown>;
/** `paths`: every field the filter reads (to keep its total when a write changes none of them) */
type Entry = { total: number; at: number; where: Where; paths: string[] };
type Cache = { entries: Map<string, Entry>; generation: number };
type Counted = Pick<Model<unknown>, 'db' | 'modelName'>;
const caches = new WeakMap<Connection, Map<string, Cache>>();

function cacheOf({ db, modelName }: Counted): Cache {
  let byModel = caches.get(db);
  if (!byModel) caches.set(db, (byModel = new Map()));
  let cache = byModel.get(modelName);
  if (!cache) byModel.set(modelName, (cache = { entries: new Map(), generation: 0 }));
  return cache;
}

/**
 * The total of a filtered list, remembered for 30 s per filter so paging through one filter counts once. A
 * model whose schema has `keepCountsFresh` forgets exactly the totals its writes can change. (Writes by another
 * instance show after at most 30 s.)
 */
export async function cachedCount(
  model: Counted,
  key: string,
  where: Where,
  count: () => Promise<number>,
): Promise<number> {
  const cache = cacheOf(model);
  const hit = cache.entries.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.total;
  const generation = cache.generation;
  const total = await count();
  // a write while counting may have changed the total: answer it, but do not remember it
  if (generation !== cache.generation) return total;
  cache.entries.delete(key);
  if (cache.entries.size >= MAX_ENTRIES) cache.entries.delete(cache.entries.keys().next().value as string);
  cache.entries.set(key, { total, at: Date.now(), where, paths: pathsOf(where) });
  return total;
}

/**
 * What a write did: documents created or deleted (a total changes only if its filter matches one of them),
 * fields changed on existing documents (only totals whose filter reads one can change); nothing: forget all.
 */
export type CountChange = { documents: Where[] } | { paths: string[] };

export function forgetCounts(model: Counted, change?: CountChange): void {
  const cache = cacheOf(model);
  cache.generation += 1;
  for (const [key, entry] of cache.entries) {
    const keep =
      change &&
      ('documents' in change
        ? change.documents.every((doc) => matches(entry.where, doc) === false)
        : !change.paths.some((path) => entry.paths.some((field) => overlaps(path, field))));
    if (!keep) cache.entries.delete(key);
  }
}

/** what a filter with an operator this does not read depends on */
const ANY = '*';
const overlaps = (a: string, b: string) =>
  b === ANY || a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

const QUERY_WRITES: ('updateOne' | 'updateMany' | 'findOneAndUpdate')[] = [
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
];
const QUERY_REPLACES: ('replaceOne' | 'findOneAndReplace' | 'findOneAndDelete')[] = [
  'replaceOne',
  'findOneAndReplace',
  'findOneAndDelete',
];
const QUERY_DELETES: ('deleteOne' | 'deleteMany')[] = ['deleteOne', 'deleteMany'];
/** past this many documents a delete forgets every total rather than test each */
const MAX_DELETED = 100;
const deleting = new WeakMap<object, Where[] | undefined>();

/**
 * Makes every write through the model forget the cached totals it can change: saves (created: the filters the
 * new document matches; updated: the filters reading a modified path), document and query deletes, updates
 * (the paths they set), insertMany. Writes past the model (`model.collection`) must call forgetCounts.
 */
export function keepCountsFresh(schema: Schema): void {
  type Locals = { countChange?: CountChange | 'created' };
  schema.pre('save', function rememberChange() {
    (this.$locals as Locals).countChange = this.isNew ? 'created' : { paths: this.modifiedPaths() };
  });
  schema.post('save', function forgetChanged() {
    const change = (this.$locals as Locals).countChange;
    const model = this.constructor as unknown as Counted;
    forgetCounts(model, change === 'created' ? { documents: [this.toObject()] } : change);
  });
  // a document's deleteOne runs these query hooks too
  schema.pre(QUERY_DELETES, { document: false, query: true }, async function readDeleted() {
    const filter = this.getFilter();
    const docs = Object.keys(filter).length
      ? await this.model
          .find(filter)
          .limit(MAX_DELETED + 1)
          .lean()
      : [];
    deleting.set(this, docs.length > 0 && docs.length <= MAX_DELETED ? docs : undefined);
  });
  schema.post(QUERY_DELETES, { document: false, query: true }, function forgetDeleted() {
    const documents = deleting.get(this);
    forgetCounts(this.model, documents && { documents });
  });
  schema.post('insertMany', function forgetInserted(docs: unknown) {
    // lean inserts answer plain objects
    const inserted = (Array.isArray(docs) ? docs : [docs]) as ({ toObject?: () => Where } & Where)[];
    forgetCounts(this, { documents: inserted.map((doc) => doc.toObject?.() ?? doc) });
  });
  schema.post(QUERY_WRITES, { document: false, query: true }, function forgetUpdated() {
    const update = this.getUpdate() as Where | null;
    const paths = this.getOptions().upsert || !update ? undefined : updatedPaths(update);
    forgetCounts(this.model, paths && { paths });
  });
  schema.post(QUERY_REPLACES, { document: false, query: true }, function forgetAll() {
    forgetCounts(this.model);
  });
}

/** The fields an update document changes, or undefined when it is a replacement or a pipeline. */
function updatedPaths(update: Where): string[] | undefined {
  if (Array.isArray(update)) return undefined;
  const paths: string[] = [];
  for (const [key, value] of Object.entries(update)) {
    if (!key.startsWith('$')) paths.push(key);
    else if (value && typeof value === 'object') paths.push(...Object.keys(value));
  }
  return paths.map((path) => path.replace(/\.\$.*$/, ''));
}

function pathsOf(where: Where): string[] {
  return Object.entries(where).flatMap(([key, condition]) =>
    key === '$and' || key === '$or' || key === '$nor'
      ? (condition as Where[]).flatMap(pathsOf)
      : key.startsWith('$')
        ? [ANY]
        : [key],
  );
}

type Maybe = boolean | undefined;
const and = (results: Maybe[]): Maybe =>
  results.includes(false) ? false : results.includes(undefined) ? undefined : true;
const or = (results: Maybe[]): Maybe =>
  results.includes(true) ? true : results.includes(undefined) ? undefined : false;

/**
 * Whether a stored document matches a MongoDB filter: true, false, or undefined where the filter uses what this
 * does not evaluate (then the total is forgotten). Covers the lists' filters: equality, regexes, ranges, $in,
 * $ne, $all, $and, $or, on dotted paths through arrays.
 */
export function matches(where: Where, doc: Where): Maybe {
  return and(
    Object.entries(where).map(([key, condition]) => {
      if (key === '$and') return and((condition as Where[]).map((w) => matches(w, doc)));
      if (key === '$or') return or((condition as Where[]).map((w) => matches(w, doc)));
      if (key.startsWith('$')) return undefined;
      return fieldMatches(valuesAt(doc, key.split('.')), condition);
    }),
  );
}

/** The values a dotted path reaches: through arrays, each element (and the array itself). */
function valuesAt(value: unknown, path: string[]): unknown[] {
  if (Array.isArray(value))
    return [...value.flatMap((item) => valuesAt(item, path)), ...(path.length ? [] : [value])];
  if (path.length === 0) return [value];
  if (!value || typeof value !== 'object' || value instanceof Types.ObjectId || value instanceof Date)
    return [undefined];
  return valuesAt((value as Where)[path[0]], path.slice(1));
}

const scalar = (value: unknown) =>
  value instanceof Types.ObjectId ? String(value) : value instanceof Date ? value.getTime() : value;
const isOperators = (value: object) => {
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key.startsWith('$'));
};

function fieldMatches(values: unknown[], condition: unknown): Maybe {
  if (condition instanceof RegExp) {
    const regex = new RegExp(condition.source, condition.flags.replace('g', ''));
    return values.some((value) => typeof value === 'string' && regex.test(value));
  }
  if (
    condition === null ||
    typeof condition !== 'object' ||
    condition instanceof Types.ObjectId ||
    condition instanceof Date
  )
    return condition == null ? undefined : values.some((value) => scalar(value) === scalar(condition));
  if (Array.isArray(condition) || !isOperators(condition)) return undefined;
  return and(
    Object.entries(condition).map(([operator, operand]) => {
      const ordered = (test: (a: number | string, b: number | string) => boolean) =>
        values.some((value) => {
          const [a, b] = [scalar(value), scalar(operand)];
          return (
            typeof a === typeof b &&
            (typeof a === 'number' || typeof a === 'string') &&
            test(a, b as typeof a)
          );
        });
      switch (operator) {
        case '$gte':
          return ordered((a, b) => a >= b);
        case '$gt':
          return ordered((a, b) => a > b);
        case '$lte':
          return ordered((a, b) => a <= b);
        case '$lt':
          return ordered((a, b) => a < b);
        case '$in':
          return Array.isArray(operand) ? or(operand.map((item) => fieldMatches(values, item))) : undefined;
        case '$all':
          return Array.isArray(operand) ? and(operand.map((item) => fieldMatches(values, item))) : undefined;
        case '$ne': {
          const equal = fieldMatches(values, operand);
          return equal === undefined ? undefined : !equal;
        }
        default:
          return undefined;
      }
    }),
  );
}
