import { BATCH_MS, createLogger } from './logger';

const writes = () => {
  const out: string[] = [];
  const err: string[] = [];
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
  jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => (err.push(String(chunk)), true));
  return { out, err };
};
const batchTime = () => new Promise((r) => setTimeout(r, BATCH_MS + 20));
const messages = (chunk: string) =>
  chunk
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { msg: string }).msg);

// the test runs set LOG_LEVEL=silent
const level = process.env.LOG_LEVEL;
beforeEach(() => delete process.env.LOG_LEVEL);
afterEach(() => {
  jest.restoreAllMocks();
  if (level === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = level;
});

test('one JSON line per event, written at once, secrets redacted', () => {
  const { out } = writes();
  createLogger('svc').info('hello', { password: 'x', user: 'ana' });
  expect(out).toHaveLength(1);
  expect(JSON.parse(out[0])).toMatchObject({
    level: 'info',
    service: 'svc',
    msg: 'hello',
    password: '[redacted]',
  });
});

test('batched: lines go out in one write after BATCH_MS, in order; an error flushes them first', async () => {
  const { out, err } = writes();
  const logger = createLogger('bff', { batched: true });
  logger.info('a');
  logger.info('b');
  logger.warn('c');
  await new Promise((r) => setImmediate(r));
  expect(out).toEqual([]);
  await batchTime();
  expect(out.map(messages)).toEqual([['a', 'b', 'c']]);

  logger.info('d');
  logger.error('e');
  expect(out.map(messages)).toEqual([['a', 'b', 'c'], ['d']]);
  expect(err.map(messages)).toEqual([['e']]);
  await batchTime();
  expect(out).toHaveLength(2);
});

test('LOG_LEVEL is the least severe level written; unknown or unset writes everything', () => {
  const { out, err } = writes();
  const logAll = () => {
    const logger = createLogger('svc');
    logger.info('i');
    logger.warn('w');
    logger.error('e');
  };
  process.env.LOG_LEVEL = 'warn';
  logAll();
  process.env.LOG_LEVEL = 'error';
  logAll();
  process.env.LOG_LEVEL = 'silent';
  logAll();
  process.env.LOG_LEVEL = 'info';
  logAll();
  process.env.LOG_LEVEL = 'verbose';
  logAll();
  expect(out.flatMap(messages)).toEqual(['w', 'i', 'w', 'i', 'w']);
  expect(err.flatMap(messages)).toEqual(['e', 'e', 'e', 'e']);
});

test('redacts the access code of a portal path, and CPFs, access codes and tokens anywhere in a line', () => {
  const { out, err } = writes();
  const logger = createLogger('svc');
  logger.info('request', {
    path: '/api/public/client/65a1b2c3d4e5f6a7b8c9d0e1/ABCD-EFGH-JKMN-PQRS/65a1b2c3d4e5f6a7b8c9d0e2',
    requestId: '0b7c9f5e-8a64-4c1e-9a39-3e2f5d7c1a20',
    user: 'ana',
  });
  logger.error('could not create 529.982.247-25', {
    error:
      'E11000 dup key: { cpf: "52998224725" } at GET /api/public/protocol/65a1b2c3d4e5f6a7b8c9d0e1/abcd%20efgh',
    detail: 'code ABCD-EFGH-JKMN-PQRS, bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbmEifQ.c2lnbmF0dXJl',
  });
  const [request] = out.map((line) => JSON.parse(line));
  expect(request).toMatchObject({
    path: '/api/public/client/65a1b2c3d4e5f6a7b8c9d0e1/***/65a1b2c3d4e5f6a7b8c9d0e2',
    requestId: '0b7c9f5e-8a64-4c1e-9a39-3e2f5d7c1a20',
    user: 'ana',
  });
  const failure = JSON.parse(err[0]);
  expect(failure.msg).toBe('could not create [redacted]');
  expect(failure.error).toBe(
    'E11000 dup key: { cpf: "[redacted]" } at GET /api/public/protocol/65a1b2c3d4e5f6a7b8c9d0e1/***',
  );
  expect(failure.detail).toBe('code [redacted], bearer [redacted]');
});
