import { compileFilter } from '../indexes/matcher';
import { cloneDoc, isPlainObject, setPath, type Doc } from '../storage/values';
import { CommandError, ErrorCodes } from './errors';

// Positional paths (`$`, `$[]`, `$[id]`) resolved to concrete indexes before mingo applies an update, where
// MongoDB applies sibling positional paths together and mingo would report a conflict.

/** The part of a path mingo checks for conflicts: everything before the first positional segment. */
function conflictRoot(path: string): string {
  const parts = path.split('.');
  const at = parts.findIndex((p) => p.startsWith('$'));
  return at < 0 ? path : parts.slice(0, at).join('.');
}

/**
 * Whether positional paths share an array (`kids.$[k].n` and `kids.$[k].seen`): MongoDB applies them
 * together, mingo reports a conflict, so the engine resolves them to concrete indexes first.
 */
export function siblingPositionals(modifier: Doc): boolean {
  const roots = new Map<string, number>();
  for (const spec of Object.values(modifier)) {
    for (const path of Object.keys(spec as Doc)) {
      if (!path.includes('$')) continue;
      const root = conflictRoot(path);
      roots.set(root, (roots.get(root) ?? 0) + 1);
    }
  }
  return [...roots.values()].some((n) => n > 1);
}

function matchesAt(element: unknown, test: (doc: Doc) => boolean, name: string): boolean {
  return test({ [name]: element });
}

/** Concrete paths for each positional path (`$`, `$[]`, `$[id]`) against the document before the update. */
export function resolvePositionals(doc: Doc, modifier: Doc, filter: Doc, arrayFilters: Doc[]): Doc {
  const filters = new Map<string, (doc: Doc) => boolean>();
  for (const af of arrayFilters) {
    const keys = Object.keys(af);
    const id = keys[0]?.split('.')[0];
    if (!id)
      throw new CommandError(
        ErrorCodes.FailedToParse,
        'Cannot use an expression without a top-level field name in arrayFilters',
      );
    filters.set(id, compileFilter(af));
  }
  const used = new Set<string>();
  const expand = (node: unknown, parts: string[], i: number, prefix: string[], out: string[]): void => {
    if (i === parts.length) {
      out.push(prefix.join('.'));
      return;
    }
    const part = parts[i];
    if (!part.startsWith('$')) {
      const child = isPlainObject(node) || Array.isArray(node) ? (node as Doc)[part] : undefined;
      return expand(child, parts, i + 1, [...prefix, part], out);
    }
    if (!Array.isArray(node)) {
      throw new CommandError(
        ErrorCodes.BadValue,
        `The path '${prefix.join('.')}' must exist in the document in order to apply array updates.`,
      );
    }
    let indexes: number[];
    if (part === '$') {
      const arrayPath = prefix.join('.');
      const relevant = Object.entries(filter).filter(
        ([k]) => k === arrayPath || k.startsWith(arrayPath + '.'),
      );
      const test = compileFilter(Object.fromEntries(relevant));
      const found = node.findIndex((element) => {
        const probe = cloneDoc(doc);
        setPath(probe, arrayPath, [element]);
        return test(probe);
      });
      if (relevant.length === 0 || found < 0)
        throw new CommandError(
          ErrorCodes.BadValue,
          'The positional operator did not find the match needed from the query.',
        );
      indexes = [found];
    } else if (part === '$[]') indexes = node.map((_, n) => n);
    else {
      const id = part.slice(2, -1);
      const test = filters.get(id);
      if (!test)
        throw new CommandError(
          ErrorCodes.BadValue,
          `No array filter found for identifier '${id}' in path '${parts.join('.')}'`,
        );
      used.add(id);
      indexes = node.flatMap((element, n) => (matchesAt(element, test, id) ? [n] : []));
    }
    for (const n of indexes) expand(node[n], parts, i + 1, [...prefix, String(n)], out);
  };
  const resolved: Doc = {};
  const seen: string[] = [];
  for (const [op, spec] of Object.entries(modifier)) {
    const fields: Doc = {};
    for (const [path, value] of Object.entries(spec as Doc)) {
      const concrete: string[] = [];
      if (path.includes('$')) expand(doc, path.split('.'), 0, [], concrete);
      else concrete.push(path);
      for (const c of concrete) {
        const clash = seen.find((s) => s === c || s.startsWith(c + '.') || c.startsWith(s + '.'));
        if (clash)
          throw new CommandError(
            ErrorCodes.ConflictingUpdateOperators,
            `Updating the path '${c}' would create a conflict at '${clash}'`,
          );
        seen.push(c);
        fields[c] = cloneDoc(value);
      }
    }
    if (Object.keys(fields).length > 0) resolved[op] = fields;
  }
  for (const id of filters.keys()) {
    if (!used.has(id))
      throw new CommandError(
        ErrorCodes.FailedToParse,
        `The array filter for identifier '${id}' was not used in the update ${JSON.stringify(modifier)}`,
      );
  }
  return resolved;
}
