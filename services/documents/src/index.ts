import { runMain, startService } from '@linhagem/service-kit';
import { buildApp } from './app';

runMain(() => startService({ name: 'documents', buildApp }));
