import { runMain, startService } from '@linhagem/service-kit';
import { buildApp } from './app';

runMain(() =>
  startService({ name: 'protocols', dbName: 'protocols', port: ['PROTOCOLS_PORT', 4003], buildApp }),
);
