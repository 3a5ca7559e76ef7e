import { createService, type Database } from '@linhagem/service-kit';
import { userModel } from './users/model';
import { createUserService } from './users/service';
import { userRoutes } from './users/routes';
import { internalUserRoutes } from './users/internal.routes';
import { accountRoutes } from './account/routes';
import { sessionModel } from './sessions/model';
import { createSessionService } from './sessions/service';
import { sessionRoutes } from './sessions/routes';

export function buildApp(database: Database) {
  const users = userModel(database.connection);
  const sessions = createSessionService(sessionModel(database.connection), users);
  // a deactivation or a new password ends the user's sessions (the BFF notices within its session-check TTL)
  const userService = createUserService(users, sessions.revokeAllOf);
  return createService({
    name: 'identity',
    routers: [
      userRoutes(userService),
      accountRoutes(users, sessions.revokeAllOf),
      sessionRoutes(sessions),
      internalUserRoutes(users),
    ],
    database,
  });
}
