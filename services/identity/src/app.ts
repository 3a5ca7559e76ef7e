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

export type IdentityOptions = {
  /** what the authenticator codes are checked against (epoch ms): the tests move it */
  clock?: Clock;
};

export function buildApp(database: Database, { clock = Date.now }: IdentityOptions = {}) {
  const users = userModel(database.connection);
  const sessions = createSessionService(sessionModel(database.connection), users);
  const twoFactor = createTwoFactorService(users, clock);
  const settings = createSecuritySettings(database.connection);
  // a deactivation or a new password ends the user's sessions (the BFF notices within its session-check TTL)
  const userService = createUserService(users, sessions.revokeAllOf);
  return createService({
    name: 'identity',
    routers: [
      userRoutes(userService),
      accountRoutes(users, sessions.revokeAllOf),
      twoFactorRoutes(twoFactor, { passkeysOf: async () => 0, required: settings.required }),
      settings.routes(),
      sessionRoutes(sessions),
      internalUserRoutes(users),
    ],
    database,
  });
}
