import type { Connection } from 'mongoose';
import { catalogFilterSchema, quickProtocolCreateBodySchema } from '@linhagem/contracts';
import { catalogRoutes, containing, refuseMissing } from '../crud/catalogRoutes';
import { typeServiceModel } from '../typeService/model';
import { quickProtocolCreateModel } from './model';

/** `/api/quick-protocol-create`: templates naming the type services a quick protocol starts with. */
export function quickProtocolRoutes(connection: Connection) {
  return catalogRoutes(connection, {
    family: 'quick-protocol-create',
    entity: 'QuickProtocolCreate',
    model: quickProtocolCreateModel(connection),
    body: quickProtocolCreateBodySchema,
    filter: catalogFilterSchema,
    where: (filter) => ({
      ...(filter.name ? { name: containing(filter.name) } : {}),
      ...(filter.active !== undefined ? { active: filter.active } : {}),
    }),
    sortFields: ['name', 'active', 'createdAt', 'updatedAt'],
    prepare: async (body) => {
      await refuseMissing(typeServiceModel(connection), 'typeServices', body.typeServices);
      return body;
    },
  });
}
