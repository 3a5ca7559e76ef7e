import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import {
  API_FAMILIES,
  LOGIN_PAGE_IMAGE_KINDS,
  budgetServicesProtocolSchema,
  dossierFreshnessSchema,
  loginPageConfigurationSchema,
  objectIdSchema,
  officeContactSchema,
  type LoginPageConfiguration,
} from '@linhagem/contracts';
import {
  AppError,
  authenticate,
  requireRead,
  requireWrite,
  validate,
  type Caller,
} from '@linhagem/service-kit';
import { refuseMissing } from '../crud/catalogRoutes';
import { sanitizeRichText } from '@linhagem/service-kit';
import { typeServiceModel } from '../typeService/model';
import { deleteStoredImage, openImage, storeImage } from './images';
import { loginPageModel } from './loginPage.model';
import { readSetting, writeSetting } from './settings';

const LOGIN_PAGE_ID = 'login-page';
export const BUDGET_SERVICES_PROTOCOL_ID = 'budget-services-protocol';
const OFFICE_ID = 'office';

/** The office's contact details (the portal's contact block, a contract's merge fields). */
export const readOffice = (connection: Connection) => readSetting(connection, OFFICE_ID, officeContactSchema);
const DOSSIER_FRESHNESS_ID = 'dossier-freshness';
/** Stored images never change under their id: a year, immutable. */
const LONG_CACHE = 'public, max-age=31536000, immutable';

const imageKindParams = z.object({ kind: z.enum(LOGIN_PAGE_IMAGE_KINDS) }).strict();
const fileParams = z.object({ id: objectIdSchema }).strict();
const IMAGE_FIELD = { logo: 'logo', 'background-image': 'backgroundImage' } as const;

/** The office's budget defaults, with sanitised texts and type services that exist. */
export function readBudgetServicesProtocol(connection: Connection) {
  return readSetting(connection, BUDGET_SERVICES_PROTOCOL_ID, budgetServicesProtocolSchema);
}

/** How fresh each destination route wants a certificate, in months (defaults in contracts' dossier/freshness). */
export function readDossierFreshness(connection: Connection) {
  return readSetting(connection, DOSSIER_FRESHNESS_ID, dossierFreshnessSchema);
}

export function configurationRoutes(connection: Connection): Router {
  const LoginPage = loginPageModel(connection);
  const router = new Router({ prefix: API_FAMILIES.configuration.prefix });
  const admin = [authenticate, requireWrite('configuration')] as const;
  const userName = (state: Record<string, unknown>) => (state.caller as Caller).userName;

  const readLoginPage = async (): Promise<Required<LoginPageConfiguration>> => {
    const saved = await LoginPage.findById(LOGIN_PAGE_ID).lean();
    return {
      officeName: saved?.officeName || null,
      logo: saved?.logo ?? null,
      backgroundImage: saved?.backgroundImage ?? null,
      backgroundColor: saved?.backgroundColor ?? null,
    };
  };
  const saveLoginPage = async (changes: LoginPageConfiguration, by: string) => {
    const before = await readLoginPage();
    await LoginPage.findByIdAndUpdate(
      LOGIN_PAGE_ID,
      { $set: { ...changes, updatedBy: by } },
      { upsert: true, returnDocument: 'after', lean: true },
    );
    // an uploaded image replaced or cleared is no longer served
    for (const field of ['logo', 'backgroundImage'] as const)
      if (changes[field] !== undefined && changes[field] !== before[field])
        await deleteStoredImage(connection, before[field]);
    return readLoginPage();
  };

  /** Public: the login page shows it before anyone signs in; empty values mean the built-in defaults. */
  router.get('/login-page', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await readLoginPage();
  });
  router.post('/login-page', ...admin, validate({ body: loginPageConfigurationSchema }), async (ctx) => {
    ctx.body = await saveLoginPage(ctx.state.body, userName(ctx.state));
  });

  /** A raw PNG, JPEG or WebP body becomes the logo or background image. */
  router.post('/login-page/:kind', ...admin, validate({ params: imageKindParams }), async (ctx) => {
    const field = IMAGE_FIELD[ctx.state.params.kind as keyof typeof IMAGE_FIELD];
    const path = await storeImage(connection, ctx.req, ctx.state.params.kind);
    ctx.body = await saveLoginPage({ [field]: path }, userName(ctx.state));
  });

  /** Public, long cache: the stored login-page images. */
  router.get('/files/:id', validate({ params: fileParams }), async (ctx) => {
    const image = await openImage(connection, ctx.state.params.id);
    if (!image) throw AppError.notFound('No such image');
    ctx.set('Cache-Control', LONG_CACHE);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = image.contentType;
    ctx.length = image.length;
    ctx.body = image.stream;
  });

  router.get('/budget-services-protocol', authenticate, requireRead('configuration'), async (ctx) => {
    ctx.body = await readBudgetServicesProtocol(connection);
  });
  router.post(
    '/budget-services-protocol',
    ...admin,
    validate({ body: budgetServicesProtocolSchema }),
    async (ctx) => {
      const body = ctx.state.body as z.output<typeof budgetServicesProtocolSchema>;
      await refuseMissing(typeServiceModel(connection), 'typeServices', body.typeServices);
      const value = {
        ...body,
        headerText: sanitizeRichText(body.headerText),
        footerText: sanitizeRichText(body.footerText),
      };
      ctx.body = await writeSetting(connection, BUDGET_SERVICES_PROTOCOL_ID, value, userName(ctx.state));
    },
  );

  router.get('/dossier-freshness', authenticate, requireRead('configuration'), async (ctx) => {
    ctx.body = await readDossierFreshness(connection);
  });
  router.post('/dossier-freshness', ...admin, validate({ body: dossierFreshnessSchema }), async (ctx) => {
    ctx.body = await writeSetting(connection, DOSSIER_FRESHNESS_ID, ctx.state.body, userName(ctx.state));
  });

  /** Public: the portal's header and contact block show the office's contact details. */
  router.get('/office', async (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await readOffice(connection);
  });
  router.post('/office', ...admin, validate({ body: officeContactSchema }), async (ctx) => {
    ctx.body = await writeSetting(connection, OFFICE_ID, ctx.state.body, userName(ctx.state));
  });
  return router;
}
