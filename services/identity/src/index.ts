import { runMain, startService } from '@linhagem/service-kit';
import { buildApp, prepareIdentity } from './app';
import { ensureFirstAdministrator } from './bootstrap';
import { userModel } from './users/model';

runMain(() =>
  startService({
    name: 'identity',
    async buildApp(database) {
      await prepareIdentity(database.connection);
      await ensureFirstAdministrator(userModel(database.connection));
      return buildApp(database);
    },
  }),
);
