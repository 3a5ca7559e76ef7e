import { createRateLimiter } from './rateLimiter';

test('allows `limit` uses per key in a window, then answers the seconds left until it ends', () => {
  let now = 1_000_000;
  const limiter = createRateLimiter({ windowMs: 60_000, limit: 3 }, () => now);
  expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([0, 0, 0]);
  now += 20_000;
  expect(limiter.take('a')).toBe(40);
  // a refused use does not count, and another key has its own window
  expect(limiter.take('b')).toBe(0);
  now += 39_500;
  expect(limiter.take('a')).toBe(1);
  now += 500;
  expect(limiter.take('a')).toBe(0);
});

test('forgets ended windows once many keys were seen', () => {
  let now = 0;
  const limiter = createRateLimiter({ windowMs: 1000, limit: 1 }, () => now);
  for (let i = 0; i < 10_000; i++) limiter.take(`k${i}`);
  now = 2000;
  expect(limiter.take('k0')).toBe(0);
  expect(limiter.take('new')).toBe(0);
  expect(limiter.take('new')).toBe(1);
});
