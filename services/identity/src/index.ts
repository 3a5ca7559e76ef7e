import { runMain, startService } from '@linhagem/service-kit';
import { buildApp } from './app';

runMain(() => startService({ name: 'identity', dbName: 'identity', port: ['IDENTITY_PORT', 4001], buildApp }));
