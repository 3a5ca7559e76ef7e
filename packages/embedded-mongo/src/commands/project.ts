import { Query } from 'mingo';
import { isPlainObject, type Doc } from '../storage/values';
import { CommandError, ErrorCodes } from './errors';
import { MINGO } from '../storage/mingoOptions';

const everything = new Query({}, MINGO);

function sliceOf(spec: unknown): ((values: unknown[]) => unknown[]) | undefined {
  if (!isPlainObject(spec) || Object.keys(spec).length !== 1 || !('$slice' in spec)) return undefined;
  const arg = spec.$slice;
  if (typeof arg === 'number') return (v) => (arg >= 0 ? v.slice(0, arg) : v.slice(arg));
  if (Array.isArray(arg) && arg.length === 2 && typeof arg[0] === 'number' && typeof arg[1] === 'number') {
    const [skip, limit] = arg as [number, number];
    return (v) =>
      skip >= 0
        ? v.slice(skip, skip + limit)
        : v.slice(Math.max(0, v.length + skip), Math.max(0, v.length + skip) + limit);
  }
  return undefined;
}

/** `{ field: { $slice } }` alone keeps every other field (MongoDB semantics; mingo would drop them). */
function sliceOnly(projection: Doc): ((doc: Doc) => Doc) | undefined {
  const entries = Object.entries(projection).filter(([k]) => k !== '_id');
  if (
    entries.length === 0 ||
    (projection._id !== undefined && projection._id !== 1 && projection._id !== true)
  )
    return undefined;
  const slices = entries.map(([path, spec]) => [path.split('.'), sliceOf(spec)] as const);
  if (!slices.every(([, fn]) => fn)) return undefined;
  return (doc) => {
    const out = { ...doc };
    for (const [parts, fn] of slices) {
      let node: Doc = out;
      for (let i = 0; i < parts.length - 1; i++) {
        if (!isPlainObject(node[parts[i]])) break;
        node = node[parts[i]] = { ...node[parts[i]] };
      }
      const last = parts[parts.length - 1];
      if (Array.isArray(node[last])) node[last] = fn!(node[last]);
    }
    return out;
  };
}

export function project(docs: Doc[], projection: Doc | undefined): Doc[] {
  if (!projection || Object.keys(projection).length === 0) return docs;
  const slice = sliceOnly(projection);
  if (slice) return docs.map(slice);
  try {
    return everything.find(docs, projection).all() as Doc[];
  } catch (error) {
    throw new CommandError(ErrorCodes.BadValue, error instanceof Error ? error.message : String(error));
  }
}
