import type { Connection } from 'mongoose';
import {
  CATALOG_ERROR_CODES,
  TYPE_SERVICE_API,
  priceQuerySchema,
  priceTypeService,
  typeServiceBodySchema,
  typeServiceFilterSchema,
  type TypeServiceFields,
} from '@linhagem/contracts';
import { AppError, read, route } from '@linhagem/service-kit';
import { catalogRoutes, containing, idParamsSchema, refuseMissing } from '../crud/catalogRoutes';
import { toApi } from '../crud/toApi';
import { contractModel, letterModel } from '../documents/models';
import { quickProtocolCreateModel } from '../quickProtocol/model';
import { typeServiceModel } from './model';
import { countTypeServiceUsage } from './protocolsClient';

const SORT_FIELDS = ['name', 'price', 'active', 'createdAt', 'updatedAt'] as const;

/** `/api/type-service`: the catalog entity plus `GET /{id}/price?clients=n`. */
export function typeServiceRoutes(connection: Connection, options: { protocolsUrl?: string } = {}) {
  const model = typeServiceModel(connection);
  const router = catalogRoutes(connection, {
    family: 'type-service',
    entity: 'TypeService',
    model,
    body: typeServiceBodySchema,
    filter: typeServiceFilterSchema,
    where: (filter) => ({
      ...(filter.name ? { name: containing(filter.name) } : {}),
      ...(filter.active !== undefined ? { active: filter.active } : {}),
    }),
    sortFields: SORT_FIELDS,
    prepare: async (body) => {
      for (const field of ['headerLetter', 'footerLetter'] as const)
        await refuseMissing(letterModel(connection), field, body[field] ? [body[field]] : []);
      await refuseMissing(contractModel(connection), 'contracts', body.contracts);
      return body;
    },
    beforeDelete: async (id) => {
      const quickProtocols = await quickProtocolCreateModel(connection)
        .find({ typeServices: id }, { name: 1 })
        .limit(20)
        .lean();
      const protocols = await countTypeServiceUsage(id, options.protocolsUrl);
      if (protocols > 0 || quickProtocols.length > 0)
        throw AppError.conflict(
          'This type service is used by a protocol or a quick protocol; deactivate it instead',
          {
            code: CATALOG_ERROR_CODES.typeServiceInUse,
            details: {
              protocols,
              quickProtocols: quickProtocols.map((q) => ({ id: String(q._id), name: q.name })),
            },
          },
        );
    },
  });
  route(
    router,
    {
      method: 'get',
      path: TYPE_SERVICE_API.priceRoute,
      access: read('type-service'),
      params: idParamsSchema,
      query: priceQuerySchema,
    },
    async ({ params, query }) => {
      const found = await model.findById(params.id).lean();
      if (!found) throw AppError.notFound(`No TypeService ${params.id}`);
      return priceTypeService(toApi<TypeServiceFields>(found), query.clients);
    },
  );
  return router;
}
