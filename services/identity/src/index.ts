import { runMain, startService } from '@linhagem/service-kit';
import { buildApp } from './app';
import { ensureFirstAdministrator } from './bootstrap';
import { userModel } from './users/model';

runMain(() =>
  startService({
    name: 'identity',
    async buildApp(database) {
      const users = userModel(database.connection);
      await users.init();
      await ensureFirstAdministrator(users);
      return buildApp(database);
    },
  }),
);
