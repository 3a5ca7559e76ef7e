import { DBRef } from 'bson';
import { isPlainObject, type Doc } from '../storage/values';

/**
 * DBRefs (`{ $ref, $id, $db }`) in queries. MongoDB reads `$ref`, `$id` and `$db` as field names inside
 * `$elemMatch` (`{ refs: { $elemMatch: { $ref: 'users', $id: id } } }`) and in dotted paths
 * (`'refs.$id'`); mingo would take them for operators, and the stored values are bson `DBRef` objects
 * (the driver's deserializer makes one of every `{ $ref, $id }` document) that mingo cannot walk into.
 * A filter that names them is matched against a view of the document in which every DBRef is a plain
 * object and the three names are escaped (a NUL-led key cannot come from BSON, so it cannot collide).
 * Only such filters pay for the view.
 */
const ESCAPED: Record<string, string> = { $ref: '\u0000ref', $id: '\u0000id', $db: '\u0000db' };

function escapeKey(key: string): string {
  return ESCAPED[key] ?? key;
}

function escapePath(path: string): string {
  if (!path.includes('.$')) return path;
  return path
    .split('.')
    .map((part) => escapeKey(part))
    .join('.');
}

/** Whether a filter names `$ref`/`$id`/`$db` as fields or compares with a DBRef. */
export function mentionsDbRef(value: unknown): boolean {
  if (value instanceof DBRef) return true;
  if (Array.isArray(value)) return value.some(mentionsDbRef);
  if (!isPlainObject(value)) return false;
  for (const key of Object.keys(value)) {
    if (key in ESCAPED || /\.\$(ref|id|db)(\.|$)/.test(key)) return true;
    if (mentionsDbRef(value[key])) return true;
  }
  return false;
}

/** A DBRef as the plain document it is on the wire: `$ref`, `$id`, `$db`, then its other fields. */
function dbrefFields(ref: DBRef): Doc {
  const out: Doc = { [ESCAPED.$ref]: ref.collection, [ESCAPED.$id]: dbrefView(ref.oid) };
  if (ref.db != null) out[ESCAPED.$db] = ref.db;
  for (const [k, v] of Object.entries(ref.fields ?? {})) out[escapeKey(k)] = dbrefView(v);
  return out;
}

/** The document (or filter value) with DBRefs as plain objects and their field names escaped. */
export function dbrefView(value: unknown): unknown {
  if (value instanceof DBRef) return dbrefFields(value);
  if (Array.isArray(value)) return value.map(dbrefView);
  if (!isPlainObject(value)) return value;
  const out: Doc = {};
  for (const key of Object.keys(value)) out[escapeKey(key)] = dbrefView(value[key]);
  return out;
}

/** The filter with DBRef field names escaped as keys and as dotted path parts. */
export function dbrefFilter(filter: unknown): unknown {
  if (filter instanceof DBRef) return dbrefFields(filter);
  if (Array.isArray(filter)) return filter.map(dbrefFilter);
  if (!isPlainObject(filter)) return filter;
  const out: Doc = {};
  for (const key of Object.keys(filter)) out[escapePath(escapeKey(key))] = dbrefFilter(filter[key]);
  return out;
}
