import Router from '@koa/router';
import type { Context } from 'koa';
import {
  COUNTRY_API,
  countryIdSchema,
  countryQuerySchema,
  DEFAULT_LANGUAGE,
  type Language,
} from '@linhagem/contracts';
import { AppError, route } from '@linhagem/service-kit';
import { z } from 'zod';
import { countryList, findCountry, toCountryListItem } from './countries';

/** `?lang=` first, then Accept-Language, then pt-BR (spec 1 default). */
export function pickLanguage(ctx: Context, asked: Language | undefined): Language {
  if (asked) return asked;
  const accept = ctx.get('accept-language').trim().toLowerCase();
  if (accept.startsWith('en')) return 'en-US';
  return DEFAULT_LANGUAGE;
}

/**
 * `GET /api/country` and `GET /api/country/:id`: public reference data (no caller needed, read only), so the
 * public client form can use the same list (docs/adr-clients.md); the BFF lets them through before sign-in
 * (PUBLIC_API_READS), though the family reads at LIMITED.
 */
export function countryRoutes(): Router {
  const router = new Router();
  route(
    router,
    { method: 'get', path: COUNTRY_API.collection, access: 'PUBLIC', query: countryQuerySchema },
    ({ query, ctx }) => {
      ctx.set('Cache-Control', 'public, max-age=86400');
      ctx.set('Vary', 'Accept-Language');
      return countryList(pickLanguage(ctx, query.lang));
    },
  );
  route(
    router,
    {
      method: 'get',
      path: COUNTRY_API.itemRoute,
      access: 'PUBLIC',
      params: z.object({ id: countryIdSchema }).strict(),
      query: countryQuerySchema,
    },
    ({ params, query, ctx }) => {
      const country = findCountry(params.id);
      if (!country) throw AppError.notFound('Country not found');
      return toCountryListItem(country, pickLanguage(ctx, query.lang));
    },
  );
  return router;
}
