import { runMain, startService } from '@linhagem/service-kit';
import { buildApp } from './app';

runMain(() => startService({ name: 'clients', dbName: 'clients', port: ['CLIENTS_PORT', 4002], buildApp }));
