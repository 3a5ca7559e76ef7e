import Redis from 'ioredis';
import type { Logger } from '@linhagem/service-kit/core';

/**
 * The Redis that several BFF instances share (`REDIS_URL`): the response cache's generations and entries and
 * the sign-in limiter's windows. A command never waits for a Redis that is down (no offline queue): the caller
 * falls back (a cache miss, an attempt let through) and the BFF keeps serving.
 */
export function connectRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    keyPrefix: 'linhagem:',
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true; // one line per outage, not one per reconnect attempt
    logger.warn('redis unavailable: cache misses and unlimited sign-ins until it is back', {
      error: error.message,
    });
  });
  redis.on('ready', () => {
    if (reported) logger.info('redis available again');
    reported = false;
  });
  return redis;
}

/** Resolves when the client is ready, or rejects after `timeoutMs`. */
export function redisReady(redis: Redis, timeoutMs = 5000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Redis did not answer in time')), timeoutMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
