import type { Connection } from 'mongoose';
import {
  CATALOG_ERROR_CODES,
  catalogFilterSchema,
  quickProtocolCreateBodySchema,
  type CatalogFilter,
} from '@linhagem/contracts';
import { AppError } from '@linhagem/service-kit';
import { catalogRoutes, containing, missingIds } from '../crud/catalogRoutes';
import { typeServiceModel } from '../typeService/model';
import { quickProtocolCreateModel } from './model';

/** `/api/quick-protocol-create`: templates naming the type services a quick protocol starts with. */
export function quickProtocolRoutes(connection: Connection) {
  return catalogRoutes(connection, {
    prefix: '/api/quick-protocol-create',
    entity: 'QuickProtocolCreate',
    model: quickProtocolCreateModel(connection),
    body: quickProtocolCreateBodySchema,
    filter: catalogFilterSchema,
    where: (raw) => {
      const filter = raw as CatalogFilter;
      return {
        ...(filter.name ? { name: containing(filter.name) } : {}),
        ...(filter.active !== undefined ? { active: filter.active } : {}),
      };
    },
    sortFields: ['name', 'active', 'createdAt', 'updatedAt'],
    activeField: 'active',
    prepare: async (body) => {
      const missing = await missingIds(typeServiceModel(connection), body.typeServices);
      if (missing.length)
        throw AppError.badRequest(
          `No type service with id ${missing.join(', ')}`,
          { field: 'typeServices', ids: missing },
          CATALOG_ERROR_CODES.linkNotFound,
        );
      return body;
    },
  });
}
