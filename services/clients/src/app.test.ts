import { describeServiceBasics } from '@linhagem/service-kit';
import { buildApp } from './app';

describeServiceBasics('clients', buildApp);
