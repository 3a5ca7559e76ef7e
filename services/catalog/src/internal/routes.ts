import Router from '@koa/router';
import mongoose, { type Connection } from 'mongoose';
import { z } from 'zod';
import {
  CATALOG_INTERNAL,
  findByNameBodySchema,
  objectIdSchema,
  type CatalogContractAnswer,
} from '@linhagem/contracts';
import { AppError, authenticate, findByName, requireService, validate } from '@linhagem/service-kit';
import {
  readBudgetServicesProtocol,
  readDossierFreshness,
  readOffice,
} from '../configuration/configuration.routes';
import { toApi } from '../crud/toApi';
import { contractModel, textFragmentModel } from '../documents/models';
import { quickProtocolCreateModel } from '../quickProtocol/model';
import { typeServiceModel } from '../typeService/model';

const byId = (name: string) => validate({ params: z.object({ [name]: objectIdSchema }).strict() });

/** The codes of the `{{fragment:CODE}}` placeholders of a text. */
const fragmentCodes = (text: string) =>
  [...text.matchAll(/\{\{fragment:([A-Za-z0-9_.-]+)\}\}/g)].map((m) => m[1]);

/** The internal API of packages/contracts/src/catalogInternal.ts, for other services only. */
export function internalRoutes(connection: Connection): Router {
  const router = new Router();
  router.use(authenticate, requireService);
  router.get(CATALOG_INTERNAL.typeServiceRoute, byId('typeServiceId'), async (ctx) => {
    const found = await typeServiceModel(connection).findById(ctx.state.params.typeServiceId).lean();
    if (!found) throw AppError.notFound(`No TypeService ${ctx.state.params.typeServiceId}`);
    ctx.body = toApi(found);
  });
  router.post(
    CATALOG_INTERNAL.typeServicesByNamePath,
    validate({ body: findByNameBodySchema }),
    async (ctx) => {
      ctx.body = await findByName(typeServiceModel(connection), ctx.state.body.names);
    },
  );
  router.get(CATALOG_INTERNAL.budgetDefaultsPath, async (ctx) => {
    ctx.body = await readBudgetServicesProtocol(connection);
  });
  router.get(CATALOG_INTERNAL.quickProtocolCreateRoute, byId('id'), async (ctx) => {
    const found = await quickProtocolCreateModel(connection).findById(ctx.state.params.id).lean();
    if (!found) throw AppError.notFound(`No QuickProtocolCreate ${ctx.state.params.id}`);
    ctx.body = toApi(found);
  });
  router.get(CATALOG_INTERNAL.contractRoute, byId('contractId'), async (ctx) => {
    const contract = await contractModel(connection).findById(ctx.state.params.contractId).lean();
    if (!contract) throw AppError.notFound(`No Contract ${ctx.state.params.contractId}`);
    const codes = [...new Set(fragmentCodes(contract.text))];
    const fragments = codes.length
      ? await textFragmentModel(connection)
          .find({ code: mongoose.trusted({ $in: codes }), active: true }, { code: 1, content: 1 })
          .lean()
      : [];
    const body: CatalogContractAnswer = {
      id: String(contract._id),
      name: contract.name,
      text: contract.text,
      active: contract.active,
      fragments: Object.fromEntries(fragments.map((f) => [f.code, f.content])),
    };
    ctx.body = body;
  });
  router.get(CATALOG_INTERNAL.officePath, async (ctx) => {
    ctx.body = await readOffice(connection);
  });
  router.get(CATALOG_INTERNAL.dossierFreshnessPath, async (ctx) => {
    ctx.body = await readDossierFreshness(connection);
  });
  return router;
}
