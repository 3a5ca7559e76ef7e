import { requestJson, type JsonAnswer } from '@linhagem/service-kit/testing';
import { startBff } from '../server';
import { cookieHeader, PASSWORD, silentLogger, startStack, type Stack } from '../../test/support';
import { startRedisForTest, type RedisForTest } from '../../test/redis';
import { redisReady } from './redis';

// Two BFF instances behind a load balancer share Redis (REDIS_URL): the cache's invalidation and the
// sign-in limiter act as one; either instance serves alone when the other stops (docs/adr-bff-shared-state.md).
let redis: RedisForTest;
let stack: Stack;
let second: { url: string; close(): Promise<void> };
let cookie: string;

async function startSecondInstance(config: Stack['config']) {
  const running = await startBff(config, silentLogger());
  if (running.bff.redis) await redisReady(running.bff.redis);
  return running;
}

function through(url: string, method: string, path: string, body?: unknown): Promise<JsonAnswer> {
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
  if (cookie) headers.cookie = cookie;
  return requestJson(url + path, { method, headers, body, redirect: 'manual' });
}

beforeAll(async () => {
  redis = await startRedisForTest();
  stack = await startStack({
    redisUrl: redis.url,
    loginLimits: {
      freePerAccountAndAddress: 4,
      firstDelayMs: 60_000,
      maxDelayMs: 600_000,
      forgetAfterMs: 3_600_000,
      perAddress: 1000,
      windowMs: 60_000,
    },
  });
  if (stack.bff.redis) await redisReady(stack.bff.redis);
  second = await startSecondInstance(stack.config);
  await stack.createUser('ana', 'NORMAL');
  await stack.createUser('target', 'LIMITED');
  const signIn = await through(stack.url, 'POST', '/login', { username: 'ana', password: PASSWORD });
  cookie = cookieHeader(signIn.headers);
});

afterAll(async () => {
  await second.close();
  await stack.close();
  await redis.stop();
});

test('an answer cached by one instance is a hit on the other; a write through one drops it on both', async () => {
  const first = await through(stack.url, 'GET', '/api/client/42');
  expect(first.headers.get('x-cache')).toBe('MISS');
  const other = await through(second.url, 'GET', '/api/client/42');
  expect(other.headers.get('x-cache')).toBe('HIT');
  expect(other.body).toEqual(first.body);

  const write = await through(stack.url, 'POST', '/api/client/42', { name: 'x' });
  expect(write.status).toBe(200);
  const afterWrite = await through(second.url, 'GET', '/api/client/42');
  expect(afterWrite.headers.get('x-cache')).toBe('MISS');
  expect(afterWrite.body.n).toBeGreaterThan(first.body.n);
  expect((await through(stack.url, 'GET', '/api/client/42')).headers.get('x-cache')).toBe('HIT');
});

test('wrong passwords spread over both instances are limited as one, for that account and address', async () => {
  const tries = [stack.url, second.url, stack.url, second.url];
  for (const [i, url] of tries.entries()) {
    const answer = await requestJson(`${url}/login`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      body: { username: 'target', password: `guess-${i}` },
    });
    expect(answer.status).toBe(401);
  }
  for (const url of [stack.url, second.url]) {
    const limited = await requestJson(`${url}/login`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      body: { username: 'TARGET', password: PASSWORD },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(50);
  }
});

test('one instance stopping leaves the other serving, with what the stopped one cached', async () => {
  expect((await through(second.url, 'GET', '/api/client/9')).headers.get('x-cache')).toBe('MISS');
  await second.close();
  const alone = await through(stack.url, 'GET', '/api/client/9');
  expect(alone.status).toBe(200);
  expect(alone.headers.get('x-cache')).toBe('HIT');
  second = { url: '', close: async () => undefined };
});

test('with Redis gone, the BFF still answers: every read is a miss, sign-in is not locked', async () => {
  await redis.stop();
  const read = await through(stack.url, 'GET', '/api/client/11');
  expect(read.status).toBe(200);
  expect(read.headers.get('x-cache')).toBe('MISS');
  expect((await through(stack.url, 'GET', '/api/client/11')).headers.get('x-cache')).toBe('MISS');
  const signIn = await through(stack.url, 'POST', '/login', { username: 'ana', password: PASSWORD });
  expect(signIn.status).toBe(200);
});
