import Router from '@koa/router';
import mongoose, { type Connection } from 'mongoose';
import { z } from 'zod';
import {
  CATALOG_INTERNAL,
  findByNameBodySchema,
  objectIdSchema,
  type CatalogContractAnswer,
} from '@linhagem/contracts';
import { AppError, findByName, internal, route } from '@linhagem/service-kit';
import {
  readBudgetServicesProtocol,
  readDossierFreshness,
  readOffice,
  readPixReceiver,
} from '../configuration/configuration.routes';
import { toApi } from '../crud/toApi';
import { contractModel, textFragmentModel } from '../documents/models';
import { quickProtocolCreateModel } from '../quickProtocol/model';
import { readPortalLinkFragment } from './portalLinkFragment';
import { readTimeZone } from '../configuration/timeZone';
import { typeServiceModel } from '../typeService/model';

const typeServiceParams = z.object({ typeServiceId: objectIdSchema }).strict();
const quickProtocolParams = z.object({ id: objectIdSchema }).strict();
const contractParams = z.object({ contractId: objectIdSchema }).strict();

/** The codes of the `{{fragment:CODE}}` placeholders of a text. */
const fragmentCodes = (text: string) =>
  [...text.matchAll(/\{\{fragment:([A-Za-z0-9_.-]+)\}\}/g)].map((m) => m[1]);

/** The internal API of packages/contracts/src/catalogInternal.ts, for other services only. */
export function internalRoutes(connection: Connection): Router {
  const router = new Router();
  route(
    router,
    {
      method: 'get',
      path: CATALOG_INTERNAL.typeServiceRoute,
      access: internal,
      params: typeServiceParams,
    },
    async ({ params }) => {
      const found = await typeServiceModel(connection).findById(params.typeServiceId).lean();
      if (!found) throw AppError.notFound(`No TypeService ${params.typeServiceId}`);
      return toApi(found);
    },
  );
  route(
    router,
    {
      method: 'post',
      path: CATALOG_INTERNAL.typeServicesByNamePath,
      access: internal,
      body: findByNameBodySchema,
    },
    ({ body }) => findByName(typeServiceModel(connection), body.names),
  );
  route(router, { method: 'get', path: CATALOG_INTERNAL.budgetDefaultsPath, access: internal }, () =>
    readBudgetServicesProtocol(connection),
  );
  route(
    router,
    {
      method: 'get',
      path: CATALOG_INTERNAL.quickProtocolCreateRoute,
      access: internal,
      params: quickProtocolParams,
    },
    async ({ params }) => {
      const found = await quickProtocolCreateModel(connection).findById(params.id).lean();
      if (!found) throw AppError.notFound(`No QuickProtocolCreate ${params.id}`);
      return toApi(found);
    },
  );
  route(
    router,
    {
      method: 'get',
      path: CATALOG_INTERNAL.contractRoute,
      access: internal,
      params: contractParams,
    },
    async ({ params }): Promise<CatalogContractAnswer> => {
      const contract = await contractModel(connection).findById(params.contractId).lean();
      if (!contract) throw AppError.notFound(`No Contract ${params.contractId}`);
      const codes = [...new Set(fragmentCodes(contract.text))];
      const fragments = codes.length
        ? await textFragmentModel(connection)
            .find({ code: mongoose.trusted({ $in: codes }), active: true }, { code: 1, content: 1 })
            .lean()
        : [];
      return {
        id: String(contract._id),
        name: contract.name,
        text: contract.text,
        active: contract.active,
        fragments: Object.fromEntries(fragments.map((f) => [f.code, f.content])),
      };
    },
  );
  route(router, { method: 'get', path: CATALOG_INTERNAL.officePath, access: internal }, () =>
    readOffice(connection),
  );
  route(router, { method: 'get', path: CATALOG_INTERNAL.dossierFreshnessPath, access: internal }, () =>
    readDossierFreshness(connection),
  );
  route(router, { method: 'get', path: CATALOG_INTERNAL.pixReceiverPath, access: internal }, () =>
    readPixReceiver(connection),
  );
  route(router, { method: 'get', path: CATALOG_INTERNAL.portalLinkFragmentPath, access: internal }, () =>
    readPortalLinkFragment(connection),
  );
  route(router, { method: 'get', path: CATALOG_INTERNAL.timeZonePath, access: internal }, () =>
    readTimeZone(connection),
  );
  return router;
}
