import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import { CATALOG_INTERNAL, objectIdSchema } from '@linhagem/contracts';
import { AppError, authenticate, requireService, validate } from '@linhagem/service-kit';
import { readBudgetServicesProtocol } from '../configuration/configuration.routes';
import { toApi } from '../crud/toApi';
import { typeServiceModel } from '../typeService/model';

/** The internal API of packages/contracts/src/catalogInternal.ts, for other services only. */
export function internalRoutes(connection: Connection): Router {
  const router = new Router();
  router.use(authenticate, requireService);
  router.get(
    CATALOG_INTERNAL.typeServiceRoute,
    validate({ params: z.object({ typeServiceId: objectIdSchema }).strict() }),
    async (ctx) => {
      const found = await typeServiceModel(connection).findById(ctx.state.params.typeServiceId).lean();
      if (!found) throw AppError.notFound(`No TypeService ${ctx.state.params.typeServiceId}`);
      ctx.body = toApi(found);
    },
  );
  router.get(CATALOG_INTERNAL.budgetDefaultsPath, async (ctx) => {
    ctx.body = await readBudgetServicesProtocol(connection);
  });
  return router;
}
