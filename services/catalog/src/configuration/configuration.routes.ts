import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import {
  CONFIGURATION_API,
  LOGIN_PAGE_IMAGE_KINDS,
  budgetServicesProtocolSchema,
  dossierFreshnessSchema,
  loginPageConfigurationSchema,
  objectIdSchema,
  officeContactSchema,
  pixReceiverSchema,
  officeTimeZoneSchema,
  type LoginPageConfiguration,
} from '@linhagem/contracts';
import { AppError, read, route, write } from '@linhagem/service-kit';
import { refuseMissing } from '../crud/catalogRoutes';
import { refuseMissingFragment, refuseUnknownMergeFields } from '../render/refuseUnknownMergeFields';
import { sanitizeRichText } from '@linhagem/service-kit';
import { typeServiceModel } from '../typeService/model';
import { deleteStoredImage, openImage, storeImage } from './images';
import { loginPageModel } from './loginPage.model';
import { readSetting, writeSetting } from './settings';
import { readTimeZone, writeTimeZone } from './timeZone';

const LOGIN_PAGE_ID = 'login-page';
export const BUDGET_SERVICES_PROTOCOL_ID = 'budget-services-protocol';
const OFFICE_ID = 'office';

/** The office's contact details (the portal's contact block, a contract's merge fields). */
export const readOffice = (connection: Connection) => readSetting(connection, OFFICE_ID, officeContactSchema);
const DOSSIER_FRESHNESS_ID = 'dossier-freshness';
const PIX_RECEIVER_ID = 'pix-receiver';
/** The office's Pix receiver (key, name, city); an empty key means no Pix anywhere. */
export const readPixReceiver = (connection: Connection) =>
  readSetting(connection, PIX_RECEIVER_ID, pixReceiverSchema);
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
  const router = new Router();

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

  /** Public (PUBLIC_API_READS): the login page shows it before anyone signs in; empty values mean the built-in defaults. */
  route(router, { method: 'get', path: CONFIGURATION_API.loginPage, access: 'PUBLIC' }, ({ ctx }) => {
    ctx.set('Cache-Control', 'no-cache');
    return readLoginPage();
  });
  route(
    router,
    {
      method: 'post',
      path: CONFIGURATION_API.loginPage,
      access: write('configuration'),
      body: loginPageConfigurationSchema,
    },
    ({ body, caller }) => saveLoginPage(body, caller.userName),
  );

  /** A raw PNG, JPEG or WebP body becomes the logo or background image. */
  route(
    router,
    {
      method: 'post',
      path: CONFIGURATION_API.loginPageImageRoute,
      access: write('configuration'),
      params: imageKindParams,
    },
    async ({ params, caller, ctx }) => {
      const path = await storeImage(connection, ctx.req, params.kind);
      return saveLoginPage({ [IMAGE_FIELD[params.kind]]: path }, caller.userName);
    },
  );

  /** Public (PUBLIC_API_READS), long cache: the stored login-page images. */
  route(
    router,
    { method: 'get', path: CONFIGURATION_API.fileRoute, access: 'PUBLIC', params: fileParams },
    async ({ params, ctx }) => {
      const image = await openImage(connection, params.id);
      if (!image) throw AppError.notFound('No such image');
      ctx.set('Cache-Control', LONG_CACHE);
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.type = image.contentType;
      ctx.length = image.length;
      return image.stream;
    },
  );

  route(
    router,
    { method: 'get', path: CONFIGURATION_API.budgetServicesProtocol, access: read('configuration') },
    () => readBudgetServicesProtocol(connection),
  );
  route(
    router,
    {
      method: 'post',
      path: CONFIGURATION_API.budgetServicesProtocol,
      access: write('configuration'),
      body: budgetServicesProtocolSchema,
    },
    async ({ body, caller }) => {
      await refuseMissing(typeServiceModel(connection), 'typeServices', body.typeServices);
      refuseUnknownMergeFields('headerText', body.headerText);
      refuseUnknownMergeFields('footerText', body.footerText);
      await refuseMissingFragment(connection, body.paymentTermsFragment);
      await refuseMissingFragment(connection, body.portalLinkFragment, 'portalLinkFragment');
      const value = {
        ...body,
        headerText: sanitizeRichText(body.headerText),
        footerText: sanitizeRichText(body.footerText),
      };
      return writeSetting(connection, BUDGET_SERVICES_PROTOCOL_ID, value, caller.userName);
    },
  );

  route(
    router,
    { method: 'get', path: CONFIGURATION_API.dossierFreshness, access: read('configuration') },
    () => readDossierFreshness(connection),
  );
  route(
    router,
    {
      method: 'post',
      path: CONFIGURATION_API.dossierFreshness,
      access: write('configuration'),
      body: dossierFreshnessSchema,
    },
    ({ body, caller }) => writeSetting(connection, DOSSIER_FRESHNESS_ID, body, caller.userName),
  );

  route(router, { method: 'get', path: CONFIGURATION_API.pix, access: read('configuration') }, () =>
    readPixReceiver(connection),
  );
  route(
    router,
    { method: 'post', path: CONFIGURATION_API.pix, access: write('configuration'), body: pixReceiverSchema },
    ({ body, caller }) => writeSetting(connection, PIX_RECEIVER_ID, body, caller.userName),
  );

  /** Public (PUBLIC_API_READS): the portal's header and contact block show the office's contact details. */
  route(router, { method: 'get', path: CONFIGURATION_API.office, access: 'PUBLIC' }, ({ ctx }) => {
    ctx.set('Cache-Control', 'no-cache');
    return readOffice(connection);
  });
  route(
    router,
    {
      method: 'post',
      path: CONFIGURATION_API.office,
      access: write('configuration'),
      body: officeContactSchema,
    },
    ({ body, caller }) => writeSetting(connection, OFFICE_ID, body, caller.userName),
  );

  /** Every signed-in screen counts "today" in the office's zone (the configuration family's read level). */
  route(router, { method: 'get', path: CONFIGURATION_API.timeZone, access: read('configuration') }, () =>
    readTimeZone(connection),
  );
  route(
    router,
    {
      method: 'post',
      path: CONFIGURATION_API.timeZone,
      access: write('configuration'),
      body: officeTimeZoneSchema,
    },
    ({ body, caller }) => writeTimeZone(connection, body, caller.userName),
  );
  return router;
}
