import Router from '@koa/router';
import type { Connection } from 'mongoose';
import {
  ACCOUNT_SECURITY_API,
  USER_SECURITY_API,
  objectIdText,
  paginationQuerySchema,
} from '@linhagem/contracts';
import { AppError, read, recordAudit, route, write } from '@linhagem/service-kit';
import { z } from 'zod';
import { accountReader, accountWriter } from '../account/access';
import type { UserModel } from '../users/model';
import type { EndSessions } from '../users/service';
import type { SignInHistory } from './history';

const idParams = z.object({ id: objectIdText('Not a user id') });

type SecurityDeps = {
  connection: Connection;
  users: UserModel;
  history: SignInHistory;
  endSessions: EndSessions;
  /** what protects the user now (`totp, 2 passkeys`), for the audit of a reset */
  describeFactors(userId: string): Promise<string>;
  /** removes the authenticator, recovery codes, passkeys and pending sign-ins of a user */
  resetFactors(userId: string): Promise<void>;
};

/**
 * Sign-in history and sign out everywhere, the caller's own and, for administrators, any user's; an
 * administrator's reset of a user's second factor (docs/adr-auth-and-gateway.md "Second factor").
 */
export function securityRoutes({
  connection,
  users,
  history,
  endSessions,
  describeFactors,
  resetFactors,
}: SecurityDeps) {
  const router = new Router();
  const user = async (id: string) => {
    const doc = await users.findById(id).lean();
    if (!doc) throw AppError.notFound('User not found');
    return doc;
  };

  route(
    router,
    {
      method: 'get',
      path: ACCOUNT_SECURITY_API.signIns,
      access: accountReader,
      query: paginationQuerySchema,
    },
    ({ caller, query }) => history.list(caller.sub, query),
  );
  route(
    router,
    { method: 'post', path: ACCOUNT_SECURITY_API.signOutEverywhere, access: accountWriter },
    async ({ caller }) => {
      // every other session: the one that asked goes on
      await endSessions(caller.sub, 'signed out everywhere', caller.sid);
    },
  );
  route(
    router,
    {
      method: 'get',
      path: USER_SECURITY_API.signInsRoute,
      access: read('user'),
      params: idParams,
      query: paginationQuerySchema,
    },
    async ({ params, query }) => {
      await user(params.id);
      return history.list(params.id, query);
    },
  );
  route(
    router,
    {
      method: 'post',
      path: USER_SECURITY_API.signOutEverywhereRoute,
      access: write('user'),
      params: idParams,
    },
    async ({ params }) => {
      await user(params.id);
      await endSessions(params.id, 'signed out by an administrator');
    },
  );
  route(
    router,
    { method: 'post', path: USER_SECURITY_API.twoFactorResetRoute, access: write('user'), params: idParams },
    async ({ params, caller }) => {
      const doc = await user(params.id);
      const before = await describeFactors(params.id);
      await resetFactors(params.id);
      await endSessions(params.id, 'second factor reset by an administrator');
      await recordAudit(
        connection,
        caller,
        'user',
        'UPDATE',
        { entityId: params.id, entityName: doc.userName },
        { secondFactor: before },
        { secondFactor: 'reset' },
      );
    },
  );
  return router;
}
