import Router from '@koa/router';
import { z } from 'zod';
import { ACCOUNT_SECURITY_API, passkeyRegisterSchema } from '@linhagem/contracts';
import { route } from '@linhagem/service-kit';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { accountReader, accountWriter } from '../account/access';
import type { Passkeys } from './passkeys';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** The caller's own passkeys (`/api/account/passkey`): options, register with a name, list, remove. */
export function passkeyRoutes(passkeys: Passkeys): Router {
  const router = new Router();
  route(
    router,
    { method: 'post', path: ACCOUNT_SECURITY_API.passkeyOptions, access: accountWriter },
    ({ caller }) => passkeys.registrationOptions(caller.sub),
  );
  route(
    router,
    {
      method: 'post',
      path: ACCOUNT_SECURITY_API.passkeys,
      access: accountWriter,
      body: passkeyRegisterSchema,
      status: 201,
    },
    ({ caller, body }) =>
      passkeys.register(caller.sub, body.name, body.response as unknown as RegistrationResponseJSON),
  );
  route(router, { method: 'get', path: ACCOUNT_SECURITY_API.passkeys, access: accountReader }, ({ caller }) =>
    passkeys.list(caller.sub),
  );
  // the session alone removes one: a passkey is only ever a way in, and the others (or the password) remain
  route(
    router,
    { method: 'delete', path: ACCOUNT_SECURITY_API.passkeyRoute, access: accountWriter, params: idParams },
    async ({ caller, params }) => {
      await passkeys.remove(caller.sub, params.id);
    },
  );
  return router;
}
