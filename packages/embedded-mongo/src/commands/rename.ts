import { ID_INDEX } from '../indexes/spec';
import type { Handler } from './context';
import { CommandError, ErrorCodes } from './errors';

function namespace(value: unknown, field: string): { db: string; name: string } {
  const dot = typeof value === 'string' ? value.indexOf('.') : -1;
  if (typeof value !== 'string' || dot <= 0 || dot === value.length - 1)
    throw new CommandError(ErrorCodes.InvalidNamespace, `Invalid ${field} namespace: ${String(value)}`);
  return { db: value.slice(0, dot), name: value.slice(dot + 1) };
}

/**
 * `renameCollection` (`db.coll.rename()`, mongoose's `Model.collection.rename()`), as MongoDB 7 runs it
 * on the admin database: the documents, indexes and options move to the new name, within a database
 * or across databases; `dropTarget` replaces an existing target. Commands run one at a time, so no
 * other command sees the collection half moved.
 */
export const renameCollection: Handler = (ctx) => {
  if (ctx.db !== 'admin')
    throw new CommandError(
      ErrorCodes.Unauthorized,
      'renameCollection may only be run against the admin database.',
    );
  const from = namespace(ctx.body.renameCollection, 'source');
  const to = namespace(ctx.body.to, 'target');
  const source = ctx.engine.collection(from.db, from.name);
  if (!source)
    throw new CommandError(
      ErrorCodes.NamespaceNotFound,
      `Source collection ${from.db}.${from.name} does not exist`,
    );
  if (from.db === to.db && from.name === to.name)
    throw new CommandError(ErrorCodes.IllegalOperation, "Can't rename a collection to itself");
  if (ctx.engine.collection(to.db, to.name)) {
    if (ctx.body.dropTarget !== true && ctx.body.dropTarget !== 1)
      throw new CommandError(ErrorCodes.NamespaceExists, 'target namespace exists');
    ctx.engine.dropCollection(to.db, to.name);
  }
  const target = ctx.engine.ensureCollection(to.db, to.name, { ...source.options });
  for (const index of source.indexes.values()) {
    if (index.name !== ID_INDEX.name) ctx.engine.createIndex(target, { ...index.spec });
  }
  // stored documents are never changed in place: the target shares them with the dropped source
  for (const doc of source.docs.values()) ctx.engine.insert(target, doc);
  ctx.engine.dropCollection(from.db, from.name);
  return { ok: 1 };
};
