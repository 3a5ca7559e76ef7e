import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONFIGURATION_API } from '@linhagem/contracts';
import {
  callerHeaders,
  requestJson,
  startTestService,
  type TestService,
} from '@linhagem/service-kit/testing';
import { buildApp } from '../app';
import { lastBackupFile } from './lastBackup.routes';

let service: TestService;
let dataDir: string;
const saved = process.env.DATA_DIR;
beforeAll(async () => {
  service = await startTestService('catalog-last-backup-test', buildApp);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linhagem-last-backup-'));
  process.env.DATA_DIR = dataDir; // after the start: the test engine stays in memory
});
afterAll(async () => {
  process.env.DATA_DIR = saved;
  fs.rmSync(dataDir, { recursive: true, force: true });
  await service.close();
});

const url = () => `${service.url}${CONFIGURATION_API.lastBackup}`;

test('administrators see the last daily backup: none yet, then when, size and result', async () => {
  expect((await requestJson(url(), { headers: callerHeaders('ADMINISTRATOR') })).body).toEqual({
    last: null,
  });
  fs.mkdirSync(path.dirname(lastBackupFile(dataDir)), { recursive: true });
  const status = { at: '2026-11-27T05:00:00.000Z', ok: false, error: 'ENOSPC: no space left on device' };
  fs.writeFileSync(lastBackupFile(dataDir), JSON.stringify(status));
  const read = await requestJson(url(), { headers: callerHeaders('ADMINISTRATOR') });
  expect(read.status).toBe(200);
  expect(read.body).toEqual({ last: status });
  expect((await requestJson(url(), { headers: callerHeaders('NORMAL') })).status).toBe(403);
});
