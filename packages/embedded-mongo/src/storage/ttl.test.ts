import { ObjectId } from 'bson';
import { Engine } from './engine';
import { sweepExpired } from './ttl';

test('TTL indexes remove documents whose date is older than expireAfterSeconds', () => {
  const engine = new Engine();
  const sessions = engine.ensureCollection('auth', 'sessions');
  engine.createIndex(sessions, { v: 2, key: { createdAt: 1 }, name: 'createdAt_1', expireAfterSeconds: 60 });
  const now = Date.now();
  engine.insert(sessions, { _id: new ObjectId(), createdAt: new Date(now - 61_000) });
  engine.insert(sessions, { _id: new ObjectId(), createdAt: new Date(now - 59_000) });
  engine.insert(sessions, { _id: new ObjectId(), createdAt: 'not a date' });
  expect(sweepExpired(engine, now)).toBe(1);
  expect(sessions.docs.size).toBe(2);
  expect(sweepExpired(engine, now + 2_000)).toBe(1);
  expect(sessions.docs.size).toBe(1);
});
