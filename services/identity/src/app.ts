import { createService, type Database } from '@linhagem/service-kit';
import { userModel } from './users/model';
import { createUserService } from './users/service';
import { userRoutes } from './users/routes';
import { internalUserRoutes } from './users/internal.routes';
import { accountRoutes } from './account/routes';
import { sessionModel } from './sessions/model';
import { createSessionService } from './sessions/service';
import { sessionRoutes } from './sessions/routes';
import { createTwoFactorService } from './twoFactor/service';
import { twoFactorRoutes } from './twoFactor/routes';
import { createSecuritySettings } from './twoFactor/settings';
import type { Clock } from './twoFactor/totp';
import { createPendingSignIns } from './signIn/pending';
import { createSignInHistory } from './signIn/history';
import { createSignIn } from './signIn/signIn';

export type IdentityOptions = {
  /** what the authenticator codes are checked against (epoch ms): the tests move it */
  clock?: Clock;
};

export function buildApp(database: Database, { clock = Date.now }: IdentityOptions = {}) {
  const { connection } = database;
  const users = userModel(connection);
  const twoFactor = createTwoFactorService(users, clock);
  const settings = createSecuritySettings(connection);
  const passkeysOf = async (_userId: string) => 0;
  const hasFactor = async (userId: string) =>
    (await twoFactor.methodsOf(userId)).length > 0 || (await passkeysOf(userId)) > 0;
  const sessions = createSessionService(
    sessionModel(connection),
    users,
    async (userId) => (await settings.required()) && !(await hasFactor(userId)),
  );
  const history = createSignInHistory(connection);
  const pending = createPendingSignIns(connection);
  const signIn = createSignIn({ users, sessions, twoFactor, pending, history, passkeysOf });
  // a deactivation or a new password ends the user's sessions (the BFF notices within its session-check TTL)
  const userService = createUserService(users, sessions.revokeAllOf);
  return createService({
    name: 'identity',
    routers: [
      userRoutes(userService),
      accountRoutes(users, sessions.revokeAllOf),
      twoFactorRoutes(twoFactor, { passkeysOf, required: settings.required }),
      settings.routes(),
      sessionRoutes(sessions, signIn),
      internalUserRoutes(users),
    ],
    database,
  });
}
