import { describeServiceBasics } from '@linhagem/service-kit/testing';
import { buildApp } from './app';

describeServiceBasics('documents', buildApp);
