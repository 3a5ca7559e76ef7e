import { parseArgs } from './cli';

test('CLI options come from flags, then EMBEDDED_MONGO_PORT and DATA_DIR', () => {
  expect(parseArgs([], {})).toEqual({ port: 27017, dataDir: undefined });
  expect(parseArgs([], { EMBEDDED_MONGO_PORT: '0', DATA_DIR: '/srv/data/' })).toEqual({
    port: 0,
    dataDir: '/srv/data/mongo',
  });
  expect(parseArgs(['--port', '27018', '--data-dir', './data/mongo'], { DATA_DIR: '/x' })).toEqual({
    port: 27018,
    dataDir: './data/mongo',
  });
  expect(parseArgs(['--port=1', '--in-memory'], { DATA_DIR: '/x' })).toEqual({ port: 1, dataDir: undefined });
  expect(() => parseArgs(['--port', 'abc'], {})).toThrow(/invalid port/);
  expect(() => parseArgs(['--bogus'], {})).toThrow(/unknown argument/);
  expect(() => parseArgs(['--data-dir'], {})).toThrow(/missing value/);
});
