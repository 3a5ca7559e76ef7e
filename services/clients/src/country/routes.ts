import Router from '@koa/router';
import type { Context } from 'koa';
import {
  API_FAMILIES,
  countryIdSchema,
  countryQuerySchema,
  DEFAULT_LANGUAGE,
  type Language,
} from '@linhagem/contracts';
import { AppError, validate } from '@linhagem/service-kit';
import { z } from 'zod';
import { countryList, findCountry, toCountryListItem } from './countries';

/** `?lang=` first, then Accept-Language, then pt-BR (spec 1 default). */
export function pickLanguage(ctx: Context): Language {
  const asked = (ctx.state.query as { lang?: Language } | undefined)?.lang;
  if (asked) return asked;
  const accept = ctx.get('accept-language').trim().toLowerCase();
  if (accept.startsWith('en')) return 'en-US';
  return DEFAULT_LANGUAGE;
}

/**
 * `GET /api/country` and `GET /api/country/:id`: public reference data (no caller needed, read only), so the
 * public client form can use the same list (docs/adr-clients.md).
 */
export function countryRoutes(): Router {
  const router = new Router({ prefix: API_FAMILIES.country.prefix });
  router.get('/', validate({ query: countryQuerySchema }), (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.set('Vary', 'Accept-Language');
    ctx.body = countryList(pickLanguage(ctx));
  });
  router.get(
    '/:id',
    validate({ query: countryQuerySchema, params: z.object({ id: countryIdSchema }).strict() }),
    (ctx) => {
      const country = findCountry(ctx.state.params.id);
      if (!country) throw AppError.notFound('Country not found');
      ctx.body = toCountryListItem(country, pickLanguage(ctx));
    },
  );
  return router;
}
