import { runMain, startService } from '@linhagem/service-kit';
import { buildApp } from './app';

runMain(() => startService({ name: 'catalog', dbName: 'catalog', port: ['CATALOG_PORT', 4004], buildApp }));
