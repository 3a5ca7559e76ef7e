import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startEmbeddedMongo, type EmbeddedMongo } from './index';

// The MongoDB shell (the mongosh npm package) against the engine: everyday commands print what
// they print against MongoDB 7.
const run = promisify(execFile);
const MONGOSH = require.resolve('mongosh/bin/mongosh.js');
const SCRIPT = path.join(__dirname, '../test/mongosh-everyday.js');

let server: EmbeddedMongo;
let home: string;

beforeAll(async () => {
  server = await startEmbeddedMongo();
  home = fs.mkdtempSync(path.join(os.tmpdir(), 'mongosh-home-'));
});

afterAll(async () => {
  await server.stop();
  fs.rmSync(home, { recursive: true, force: true });
});

test('mongosh runs insert, find, aggregate, indexes, stats, explain and drop with MongoDB answers', async () => {
  const { stdout } = await run(
    process.execPath,
    [MONGOSH, server.uri, '--quiet', '--norc', '--file', SCRIPT],
    // A home of its own: mongosh writes its history and logs there. No telemetry.
    { env: { ...process.env, HOME: home, DO_NOT_TRACK: '1' }, timeout: 60_000 },
  );
  const lines = stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);
  expect(lines).toEqual([
    { '0': 1, '1': 2, '2': 3 },
    [{ name: 'Célia' }, { name: 'Ana' }],
    { _id: 2, city: 'Lisboa' },
    2,
    [
      { _id: 'Lisboa', n: 1 },
      { _id: 'Porto', n: 2 },
    ],
    1,
    'city_1_born_-1',
    [
      ['_id_', { _id: 1 }],
      ['city_1_born_-1', { city: 1, born: -1 }],
    ],
    ['everyday', 1, 3, 2],
    ['everyday.people', 3, 2],
    [3, 3],
    true,
    1,
    true,
    [],
  ]);
});
