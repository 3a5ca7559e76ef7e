import { createLogger } from './logger';

const writes = () => {
  const out: string[] = [];
  const err: string[] = [];
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => (out.push(String(chunk)), true));
  jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => (err.push(String(chunk)), true));
  return { out, err };
};
const turn = () => new Promise((r) => setImmediate(r));
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

test('batched: the lines of one turn go out in one write, in order; an error flushes them first', async () => {
  const { out, err } = writes();
  const logger = createLogger('bff', { batched: true });
  logger.info('a');
  logger.info('b');
  logger.warn('c');
  expect(out).toEqual([]);
  await turn();
  expect(out.map(messages)).toEqual([['a', 'b', 'c']]);

  logger.info('d');
  logger.error('e');
  expect(out.map(messages)).toEqual([['a', 'b', 'c'], ['d']]);
  expect(err.map(messages)).toEqual([['e']]);
  await turn();
  expect(out).toHaveLength(2);
});
