import { describeServiceBasics } from '@linhagem/service-kit';
import { buildApp } from './app';

describeServiceBasics('identity', buildApp);
