import Redis from 'ioredis';
import { startRedisForTest, type RedisForTest } from '../../test/redis';
import { redisReady } from '../shared/redis';
import {
  createLoginLimiter,
  createRedisLoginLimiter,
  type LoginLimiter,
  type LoginLimits,
} from './loginLimiter';

const limits: LoginLimits = {
  freePerAccountAndAddress: 2,
  firstDelayMs: 10_000,
  maxDelayMs: 60_000,
  forgetAfterMs: 600_000,
  perAddress: 10,
  windowMs: 300_000,
};

let redisServer: RedisForTest;
let redis: Redis;
beforeAll(async () => {
  redisServer = await startRedisForTest();
  redis = new Redis(redisServer.url, { keyPrefix: 'test:' });
  await redisReady(redis);
});
afterAll(async () => {
  redis.disconnect();
  await redisServer.stop();
});

describe.each([
  ['in memory', () => createLoginLimiter(limits)],
  ['in Redis', () => createRedisLoginLimiter(redis, limits)],
])('the sign-in limiter %s', (_store, create: () => LoginLimiter) => {
  let limiter: LoginLimiter;
  beforeEach(async () => {
    await redis.flushall();
    limiter = create();
  });

  it('lets the free failures through, then doubles the wait at each failure up to the longest', async () => {
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      await limiter.failed('Nora', '203.0.113.7');
      waits.push(await limiter.retryAfter('nora', '203.0.113.7'));
    }
    expect(waits).toEqual([0, 10, 20, 40, 60, 60]);
  });

  it('never makes the same account wait at another address, and a right password clears its own', async () => {
    for (let i = 0; i < 4; i++) await limiter.failed('nora', '203.0.113.7');
    expect(await limiter.retryAfter('nora', '203.0.113.7')).toBeGreaterThan(0);
    expect(await limiter.retryAfter('nora', '198.51.100.2')).toBe(0);
    await limiter.succeeded('nora', '203.0.113.7');
    expect(await limiter.retryAfter('nora', '203.0.113.7')).toBe(0);
  });

  it('makes an address that fails across many accounts wait out the window for any account', async () => {
    for (let i = 0; i < limits.perAddress; i++) await limiter.failed(`user-${i}`, '203.0.113.9');
    expect(await limiter.retryAfter('someone-else', '203.0.113.9')).toBe(limits.windowMs / 1000);
    expect(await limiter.retryAfter('someone-else', '198.51.100.2')).toBe(0);
  });
});
