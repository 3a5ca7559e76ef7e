import Router from '@koa/router';
import mongoose, { type Connection, type Model } from 'mongoose';
import { z, type ZodType } from 'zod';
import {
  CATALOG_ERROR_CODES,
  CONTRACT_API,
  LETTER_API,
  QUICK_PROTOCOL_CREATE_API,
  TEXT_FRAGMENT_API,
  TYPE_SERVICE_API,
  escapeRegex,
  auditFilterSchema,
  objectIdSchema,
  paginationQuerySchema,
  parseSort,
  toPage,
  type PaginationQuery,
} from '@linhagem/contracts';
import {
  AppError,
  listAudit,
  read,
  recordAudit,
  route,
  toObjectId,
  write,
  type Caller,
} from '@linhagem/service-kit';
import { toApi } from './toApi';

export const idParamsSchema = z.object({ id: objectIdSchema }).strict();

type Fields = Record<string, unknown>;

/** The catalog's entity families and their paths. */
const CATALOG_ENTITY_API = {
  'type-service': TYPE_SERVICE_API,
  'text-fragment': TEXT_FRAGMENT_API,
  letter: LETTER_API,
  contract: CONTRACT_API,
  'quick-protocol-create': QUICK_PROTOCOL_CREATE_API,
} as const;

/** One catalog entity served as list, read, create or update, deactivate, delete and audit. */
export type CatalogEntity<Body extends Fields, Filter> = {
  /** its API family in the route table: paths and levels */
  family: keyof typeof CATALOG_ENTITY_API;
  /** audit entity name, e.g. `TypeService` */
  entity: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each entity brings its own mongoose model
  model: Model<any>;
  body: ZodType<Body>;
  filter: ZodType<Filter>;
  /** the stored filter of a list from its filter body */
  where: (filter: Filter) => Record<string, unknown>;
  sortFields: readonly string[];
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
export function catalogRoutes<Body extends Fields, Filter>(
  connection: Connection,
  entity: CatalogEntity<Body, Filter>,
): Router {
  const { model, family } = entity;
  const paths = CATALOG_ENTITY_API[family];
  const router = new Router();
  const apiOf = (document: Fields) => toApi<Fields & { id: string; name?: string }>(document);

  async function find(id: string) {
    const found = await model.findById(toObjectId(id)).lean<Fields>();
    if (!found) throw AppError.notFound(`No ${entity.entity} ${id}`);
    return apiOf(found);
  }

  async function persist(caller: Caller, body: Body, id?: string) {
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
      caller,
      entity.entity,
      id ? 'UPDATE' : 'CREATE',
      { entityId: after.id, entityName: String(after.name ?? '') },
      before,
      after,
    );
    return after;
  }

  async function paginate(filter: Filter, query: PaginationQuery) {
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

  route(
    router,
    {
      method: 'post',
      path: paths.pagination,
      access: read(family),
      query: paginationQuerySchema,
      body: entity.filter,
    },
    ({ body, query }) => paginate(body, query),
  );
  // who changed the configuration is the administrators' to read: the family's write level, though it reads
  route(
    router,
    {
      method: 'post',
      path: paths.audit,
      access: write(family),
      query: paginationQuerySchema,
      body: auditFilterSchema,
    },
    ({ body, query }) => listAudit(connection, entity.entity, body, query),
  );
  route(
    router,
    { method: 'get', path: paths.itemRoute, access: read(family), params: idParamsSchema },
    ({ params }) => find(params.id),
  );
  route(
    router,
    { method: 'post', path: paths.collection, access: write(family), body: entity.body, status: 201 },
    ({ body, caller }) => persist(caller, body),
  );
  route(
    router,
    {
      method: 'post',
      path: paths.itemRoute,
      access: write(family),
      params: idParamsSchema,
      body: entity.body,
    },
    ({ params, body, caller }) => persist(caller, body, params.id),
  );
  route(
    router,
    { method: 'post', path: paths.deactivateRoute, access: write(family), params: idParamsSchema },
    async ({ params, caller }) => {
      const before = await find(params.id);
      const saved = await model.findByIdAndUpdate(
        toObjectId(params.id),
        { $set: { active: false } },
        { returnDocument: 'after', lean: true },
      );
      if (!saved) throw AppError.notFound(`No ${entity.entity} ${params.id}`);
      const after = apiOf(saved);
      await recordAudit(
        connection,
        caller,
        entity.entity,
        'UPDATE',
        { entityId: after.id, entityName: String(after.name ?? '') },
        before,
        after,
      );
      return after;
    },
  );
  route(
    router,
    { method: 'delete', path: paths.itemRoute, access: write(family), params: idParamsSchema },
    async ({ params, caller }) => {
      const before = await find(params.id);
      await entity.beforeDelete?.(before.id);
      await model.deleteOne({ _id: toObjectId(before.id) });
      await recordAudit(
        connection,
        caller,
        entity.entity,
        'DELETE',
        { entityId: before.id, entityName: String(before.name ?? '') },
        before,
        undefined,
      );
    },
  );
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
