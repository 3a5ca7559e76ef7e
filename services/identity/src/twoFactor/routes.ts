import Router from '@koa/router';
import { ACCOUNT_SECURITY_API, totpDisableSchema, twoFactorCodeSchema } from '@linhagem/contracts';
import { route } from '@linhagem/service-kit';
import { accountReader, accountWriter } from '../account/access';
import type { TwoFactorService } from './service';

/** The caller's own authenticator app and recovery codes (`/api/account/two-factor/...`). */
export function twoFactorRoutes(
  twoFactor: TwoFactorService,
  extra: { passkeysOf(userId: string): Promise<number>; required(): Promise<boolean> },
): Router {
  const router = new Router();
  route(
    router,
    { method: 'get', path: ACCOUNT_SECURITY_API.twoFactor, access: accountReader },
    async ({ caller }) => ({
      ...(await twoFactor.status(caller.sub)),
      passkeys: await extra.passkeysOf(caller.sub),
      required: await extra.required(),
    }),
  );
  route(router, { method: 'post', path: ACCOUNT_SECURITY_API.totp, access: accountWriter }, ({ caller }) =>
    twoFactor.setUp(caller.sub),
  );
  route(
    router,
    {
      method: 'post',
      path: ACCOUNT_SECURITY_API.totpConfirm,
      access: accountWriter,
      body: twoFactorCodeSchema,
    },
    ({ caller, body }) => twoFactor.confirm(caller.sub, body.code),
  );
  route(
    router,
    { method: 'delete', path: ACCOUNT_SECURITY_API.totp, access: accountWriter, body: totpDisableSchema },
    async ({ caller, body }) => {
      await twoFactor.turnOff(caller.sub, body.password, body.code);
    },
  );
  route(
    router,
    {
      method: 'post',
      path: ACCOUNT_SECURITY_API.recoveryCodes,
      access: accountWriter,
      body: twoFactorCodeSchema,
    },
    ({ caller, body }) => twoFactor.newRecoveryCodes(caller.sub, body.code),
  );
  return router;
}
