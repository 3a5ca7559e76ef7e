import Router from '@koa/router';
import mongoose, { type Connection, type Model } from 'mongoose';
import { z, type ZodType } from 'zod';
import {
  CATALOG_ERROR_CODES,
  API_FAMILIES,
  escapeRegex,
  auditFilterSchema,
  objectIdSchema,
  paginationQuerySchema,
  parseSort,
  toPage,
  type ApiFamilyName,
  type PaginationQuery,
} from '@linhagem/contracts';
import {
  AppError,
  authenticate,
  listAudit,
  recordAudit,
  requireRead,
  requireWrite,
  toObjectId,
  validate,
  type Caller,
} from '@linhagem/service-kit';
import { toApi } from './toApi';

export const idParamsSchema = z.object({ id: objectIdSchema }).strict();

type Fields = Record<string, unknown>;

/** One catalog entity served as list, read, create or update, deactivate, delete and audit. */
export type CatalogEntity<Body extends Fields> = {
  /** its API family in the route table: prefix and levels */
  family: ApiFamilyName;
  /** audit entity name, e.g. `TypeService` */
  entity: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entity brings its own mongoose model
  model: Model<any>;
  body: ZodType<Body>;
  filter: ZodType<Fields>;
  /** the stored filter of a list from its filter body */
  where: (filter: Fields) => Record<string, unknown>;
  sortFields: readonly string[];
  activeField: 'isActive' | 'active';
  /** sanitise rich text and check links before a write; throws AppError */
  prepare?: (body: Body) => Promise<Body> | Body;
  /** refuses a delete (throws AppError) while something uses the record */
  beforeDelete?: (id: string) => Promise<void>;
  /** the refusal of a unique-index clash (E11000) */
  duplicate?: (body: Body) => AppError;
};

/** Case-insensitive "contains" on a text field. */
export const containing = (value: string) => new RegExp(escapeRegex(value), 'i');

/** The levels of the entity's API family (reads LIMITED: protocol screens list them; writes ADMINISTRATOR). */
export function catalogRoutes<Body extends Fields>(
  connection: Connection,
  entity: CatalogEntity<Body>,
): Router {
  const { model } = entity;
  const router = new Router({ prefix: API_FAMILIES[entity.family].prefix });
  router.use(authenticate);
  const read = requireRead(entity.family);
  const write = requireWrite(entity.family);
  const caller = (state: Record<string, unknown>) => state.caller as Caller;
  const apiOf = (document: Fields) => toApi<Fields & { id: string; name?: string }>(document);

  async function find(id: string) {
    const found = await model.findById(toObjectId(id)).lean<Fields>();
    if (!found) throw AppError.notFound(`No ${entity.entity} ${id}`);
    return apiOf(found);
  }

  async function persist(state: Record<string, unknown>, body: Body, id?: string) {
    const prepared = entity.prepare ? await entity.prepare(body) : body;
    const before = id ? await find(id) : undefined;
    let saved: Fields | null;
    try {
      saved = id
        ? await model.findByIdAndUpdate(
            toObjectId(id),
            { $set: prepared },
            { returnDocument: 'after', lean: true },
          )
        : (await model.create(prepared)).toObject();
    } catch (error) {
      if ((error as { code?: number }).code === 11000 && entity.duplicate) throw entity.duplicate(body);
      throw error;
    }
    if (!saved) throw AppError.notFound(`No ${entity.entity} ${id}`);
    const after = apiOf(saved);
    await recordAudit(
      connection,
      caller(state),
      entity.entity,
      id ? 'UPDATE' : 'CREATE',
      { entityId: after.id, entityName: String(after.name ?? '') },
      before,
      after,
    );
    return after;
  }

  async function paginate(filter: Fields, query: PaginationQuery) {
    const { field, direction } = parseSort(query.sort, 'name,asc');
    if (!entity.sortFields.includes(field)) throw AppError.badRequest(`Cannot sort by ${field}`);
    const where = entity.where(filter);
    const [rows, total] = await Promise.all([
      model
        .find(where)
        .sort({ [field]: direction, _id: direction })
        .skip((query.page - 1) * query.size)
        .limit(query.size)
        .lean<Fields[]>(),
      model.countDocuments(where),
    ]);
    return toPage(rows.map(apiOf), total, query.page, query.size);
  }

  router.post(
    '/pagination',
    read,
    validate({ query: paginationQuerySchema, body: entity.filter }),
    async (ctx) => {
      ctx.body = await paginate(ctx.state.body, ctx.state.query);
    },
  );
  router.post(
    '/audit',
    write,
    validate({ query: paginationQuerySchema, body: auditFilterSchema }),
    async (ctx) => {
      ctx.body = await listAudit(connection, entity.entity, ctx.state.body, ctx.state.query);
    },
  );
  router.get('/:id', read, validate({ params: idParamsSchema }), async (ctx) => {
    ctx.body = await find(ctx.state.params.id);
  });
  router.post('/', write, validate({ body: entity.body }), async (ctx) => {
    ctx.status = 201;
    ctx.body = await persist(ctx.state, ctx.state.body);
  });
  router.post('/:id', write, validate({ params: idParamsSchema, body: entity.body }), async (ctx) => {
    ctx.body = await persist(ctx.state, ctx.state.body, ctx.state.params.id);
  });
  router.post('/:id/deactivate', write, validate({ params: idParamsSchema }), async (ctx) => {
    const before = await find(ctx.state.params.id);
    const saved = await model.findByIdAndUpdate(
      toObjectId(ctx.state.params.id),
      { $set: { [entity.activeField]: false } },
      { returnDocument: 'after', lean: true },
    );
    const after = apiOf(saved as Fields);
    await recordAudit(
      connection,
      caller(ctx.state),
      entity.entity,
      'UPDATE',
      { entityId: after.id, entityName: String(after.name ?? '') },
      before,
      after,
    );
    ctx.body = after;
  });
  router.delete('/:id', write, validate({ params: idParamsSchema }), async (ctx) => {
    const before = await find(ctx.state.params.id);
    await entity.beforeDelete?.(before.id);
    await model.deleteOne({ _id: toObjectId(before.id) });
    await recordAudit(
      connection,
      caller(ctx.state),
      entity.entity,
      'DELETE',
      { entityId: before.id, entityName: String(before.name ?? '') },
      before,
      undefined,
    );
    ctx.status = 204;
  });
  return router;
}

/** The ids of `ids` that are not records of `model` (to refuse a link to nothing). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any catalog model
export async function missingIds(model: Model<any>, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await model
    .find({ _id: mongoose.trusted({ $in: unique.map(toObjectId) }) }, { _id: 1 })
    .lean<Fields[]>();
  const present = new Set(found.map((f) => String(f._id)));
  return unique.filter((id) => !present.has(id));
}

/** 400 `catalog.link-not-found` when a body names `field` ids that are not records of `model`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any catalog model
export async function refuseMissing(model: Model<any>, field: string, ids: string[]): Promise<void> {
  const missing = await missingIds(model, ids);
  if (missing.length)
    throw AppError.badRequest(`No ${field} with id ${missing.join(', ')}`, {
      code: CATALOG_ERROR_CODES.linkNotFound,
      details: { field, ids: missing },
    });
}
