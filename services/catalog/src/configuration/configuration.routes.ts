import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { loginPageConfigurationSchema } from '@linhagem/contracts';
import { authenticate, requireLevel, validate, type Caller } from '@linhagem/service-kit';
import { loginPageModel } from './loginPage.model';

const LOGIN_PAGE_ID = 'login-page';

export function configurationRoutes(connection: Connection): Router {
  const LoginPage = loginPageModel(connection);
  const router = new Router({ prefix: '/api/configuration' });

  /** Public: the login page shows it before anyone signs in; empty values mean the built-in defaults. */
  router.get('/login-page', async (ctx) => {
    const saved = await LoginPage.findById(LOGIN_PAGE_ID).lean();
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = {
      logo: saved?.logo ?? null,
      backgroundImage: saved?.backgroundImage ?? null,
      backgroundColor: saved?.backgroundColor ?? null,
    };
  });

  router.post(
    '/login-page',
    authenticate,
    requireLevel('ADMINISTRATOR'),
    validate({ body: loginPageConfigurationSchema }),
    async (ctx) => {
      const body = ctx.state.body as Record<string, string | null | undefined>;
      const caller = ctx.state.caller as Caller;
      const saved = await LoginPage.findByIdAndUpdate(
        LOGIN_PAGE_ID,
        { $set: { ...body, updatedBy: caller.userName } },
        { upsert: true, returnDocument: 'after', lean: true },
      );
      ctx.body = {
        logo: saved?.logo ?? null,
        backgroundImage: saved?.backgroundImage ?? null,
        backgroundColor: saved?.backgroundColor ?? null,
      };
    },
  );
  return router;
}
