import { ObjectId } from 'bson';
import { collationFor, runQuery } from '../indexes/planner';
import { idKey, isPlainObject, type Doc } from '../storage/values';
import { asDoc, targetName, toNumber, type Context, type Handler } from './context';
import { assertDocumentSize } from './documentSize';
import { checkQueryOperators } from './queryOperators';
import { CommandError, codeName, errorReply, ErrorCodes } from './errors';
import { project } from './project';
import { longArithmetic } from './longUpdates';
import { doubleArithmetic } from './doubleUpdates';
import { withoutDoubles } from '../storage/doubles';
import { applyUpdate, updateKind, upsertDoc, upsertSeed } from './update';
import { mingoSafe } from '../storage/bsonOperators';
import { validateWrite } from './validation';

type WriteError = { index: number; code: number; codeName: string; errmsg: string; [extra: string]: unknown };

function writeError(index: number, error: unknown): WriteError {
  const reply = errorReply(error);
  const { ok: _ok, errmsg, code, codeName: name, ...extra } = reply;
  return { index, code, codeName: name ?? codeName(code), errmsg, ...extra };
}

function statements(ctx: Context, field: string): Doc[] {
  const list = ctx.body[field];
  if (!Array.isArray(list))
    throw new CommandError(ErrorCodes.FailedToParse, `BSON field '${field}' is missing but a required field`);
  return list;
}

/** An update's operators with the arithmetic mingo cannot do (doubles, then longs) done as `$set`s. */
const numericUpdate = (doc: Doc, u: unknown): Doc => longArithmetic(doc, doubleArithmetic(doc, u)) as Doc;

const bypass = (ctx: Context): boolean => ctx.body.bypassDocumentValidation === true;

function withWriteErrors(reply: Doc, errors: WriteError[]): Doc {
  if (errors.length > 0) reply.writeErrors = errors;
  return reply;
}

/** MongoDB stores `_id` as a document's first field, wherever the insert put it. */
function idFirst(doc: Doc): boolean {
  for (const key in doc) return key === '_id';
  return false;
}

export const insert: Handler = (ctx) => {
  const docs = statements(ctx, 'documents');
  const ordered = ctx.body.ordered !== false;
  const collection = ctx.engine.ensureCollection(ctx.db, targetName(ctx));
  const errors: WriteError[] = [];
  let n = 0;
  for (let i = 0; i < docs.length; i++) {
    try {
      let doc = docs[i];
      if (!isPlainObject(doc)) throw new CommandError(ErrorCodes.TypeMismatch, 'document must be an object');
      if (doc._id === undefined) doc = { _id: new ObjectId(), ...doc };
      else if (!idFirst(doc)) doc = { _id: doc._id, ...doc };
      assertDocumentSize(doc, 'insert');
      validateWrite(collection, doc, undefined, bypass(ctx));
      ctx.engine.insert(collection, doc);
      n++;
    } catch (error) {
      errors.push(writeError(i, error));
      if (ordered) break;
    }
  }
  return withWriteErrors({ n, ok: 1 }, errors);
};

export const update: Handler = (ctx) => {
  const updates = statements(ctx, 'updates');
  const ordered = ctx.body.ordered !== false;
  const collection = ctx.engine.ensureCollection(ctx.db, targetName(ctx));
  const errors: WriteError[] = [];
  const upserted: Doc[] = [];
  let n = 0;
  let nModified = 0;
  for (let i = 0; i < updates.length; i++) {
    const statement = updates[i];
    try {
      const filter = asDoc(statement.q, 'q');
      const u = statement.u as Doc | Doc[];
      const arrayFilters = Array.isArray(statement.arrayFilters) ? statement.arrayFilters : undefined;
      const safeFilters = mingoSafe(arrayFilters);
      const multi = statement.multi === true;
      // parsed before any document is matched, as MongoDB does (an unknown modifier, an empty path, …)
      const kind = updateKind(u);
      if (multi && kind === 'replacement') {
        throw new CommandError(
          ErrorCodes.FailedToParse,
          'multi update is not supported for replacement-style update',
        );
      }
      const collation = asDoc(statement.collation, 'collation');
      // the filter keeps its whole doubles boxed for an upsert's fields (storage/doubles.ts); matched by value
      const { docs } = runQuery(collection, withoutDoubles(filter), {
        limit: multi ? 0 : 1,
        sort: asDoc(statement.sort, 'sort'),
        collation,
        hint: statement.hint,
      });
      if (docs.length === 0 && statement.upsert === true) {
        const doc = upsertDoc(filter, numericUpdate(upsertSeed(filter), u), safeFilters);
        assertDocumentSize(doc, 'upsert');
        validateWrite(collection, doc, undefined, bypass(ctx));
        ctx.engine.insert(collection, doc);
        upserted.push({ index: i, _id: doc._id });
        n++;
        continue;
      }
      for (const doc of docs) {
        const next = applyUpdate(doc, numericUpdate(doc, u), {
          filter: mingoSafe(filter),
          arrayFilters: safeFilters,
          inserting: false,
          collation: collationFor(collection, collation),
        });
        n++;
        if (next.changed) {
          assertDocumentSize(next.doc, 'update');
          validateWrite(collection, next.doc, doc, bypass(ctx));
          ctx.engine.replace(collection, next.doc);
          nModified++;
        }
      }
    } catch (error) {
      errors.push(writeError(i, error));
      if (ordered) break;
    }
  }
  const reply: Doc = { n, nModified, ok: 1 };
  if (upserted.length > 0) reply.upserted = upserted;
  return withWriteErrors(reply, errors);
};

export const remove: Handler = (ctx) => {
  const deletes = statements(ctx, 'deletes');
  const ordered = ctx.body.ordered !== false;
  const collection = ctx.engine.collection(ctx.db, targetName(ctx));
  const errors: WriteError[] = [];
  let n = 0;
  for (let i = 0; i < deletes.length; i++) {
    try {
      if (!collection) {
        checkQueryOperators(deletes[i].q);
        continue;
      }
      const limit = toNumber(deletes[i].limit);
      const collation = asDoc(deletes[i].collation, 'collation');
      const { docs } = runQuery(collection, asDoc(deletes[i].q, 'q'), {
        limit: limit === 1 ? 1 : 0,
        collation,
        hint: deletes[i].hint,
      });
      for (const doc of docs) if (ctx.engine.remove(collection, doc._id)) n++;
    } catch (error) {
      errors.push(writeError(i, error));
      if (ordered) break;
    }
  }
  return withWriteErrors({ n, ok: 1 }, errors);
};

export const findAndModify: Handler = (ctx) => {
  const { body } = ctx;
  const collection = ctx.engine.ensureCollection(ctx.db, targetName(ctx));
  const filter = asDoc(body.query, 'query');
  const fields = asDoc(body.fields, 'fields');
  const shape = (doc: Doc | undefined): Doc | null => (doc ? project([doc], fields, filter)[0] : null);
  const collation = asDoc(body.collation, 'collation');
  const [found] = runQuery(collection, withoutDoubles(filter), {
    sort: asDoc(body.sort, 'sort'),
    limit: 1,
    collation,
    hint: body.hint,
  }).docs;
  if (body.remove === true) {
    if (body.update !== undefined)
      throw new CommandError(ErrorCodes.FailedToParse, 'Cannot specify both an update and remove=true');
    if (found) ctx.engine.remove(collection, found._id);
    return { lastErrorObject: { n: found ? 1 : 0 }, value: shape(found), ok: 1 };
  }
  if (body.update === undefined)
    throw new CommandError(ErrorCodes.FailedToParse, 'Either an update or remove=true must be specified');
  const u = body.update as Doc | Doc[];
  updateKind(u); // parsed before the match decides anything, as in MongoDB
  const arrayFilters = mingoSafe(Array.isArray(body.arrayFilters) ? body.arrayFilters : undefined);
  if (!found) {
    if (body.upsert !== true)
      return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    const doc = upsertDoc(filter, numericUpdate(upsertSeed(filter), u), arrayFilters);
    assertDocumentSize(doc, 'upsert');
    validateWrite(collection, doc, undefined, bypass(ctx));
    ctx.engine.insert(collection, doc);
    return {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
      value: body.new === true ? shape(doc) : null,
      ok: 1,
    };
  }
  const next = applyUpdate(found, numericUpdate(found, u), {
    filter: mingoSafe(filter),
    arrayFilters,
    inserting: false,
    collation: collationFor(collection, collation),
  });
  if (next.changed) {
    assertDocumentSize(next.doc, 'findAndModify');
    validateWrite(collection, next.doc, found, bypass(ctx));
    ctx.engine.replace(collection, next.doc);
  }
  const stored = collection.docs.get(idKey(found._id));
  return {
    lastErrorObject: { n: 1, updatedExisting: true },
    value: shape(body.new === true ? stored : found),
    ok: 1,
  };
};
