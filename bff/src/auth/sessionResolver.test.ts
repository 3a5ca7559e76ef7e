import type { SessionUser } from '@linhagem/contracts';
import type { IdentityClient } from './identityClient';
import { createSessionResolver } from './sessionResolver';
import { signAccessToken } from './tokens';

// The session check's hot path (docs/adr-load-profile.md): one identity call per session however many requests
// wait for it, a token verified once and trusted only until it expires, a signed-out session not revived by a
// late answer.
const SECRET = 'session-resolver-test-secret';
const user: SessionUser = {
  id: 'u1',
  userName: 'ana',
  name: 'Ana',
  typeUser: 'NORMAL',
  active: true,
} as SessionUser;

function fakeIdentity() {
  const calls: string[] = [];
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  const identity = {
    check: async (sessionId: string) => {
      calls.push(sessionId);
      await gate;
      return { ok: true as const, value: { active: true, user } };
    },
  } as unknown as IdentityClient;
  return {
    identity,
    calls,
    hold() {
      gate = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

const tokenFor = (sid: string, ttlSeconds = 600) =>
  signAccessToken(
    { sub: user.id, sid, userName: 'ana', name: 'Ana', typeUser: 'NORMAL' },
    SECRET,
    ttlSeconds,
  );

test('requests of one session waiting for its check make one identity call', async () => {
  const fake = fakeIdentity();
  const sessions = createSessionResolver(fake.identity, SECRET, 3000);
  fake.hold();
  const token = tokenFor('s1');
  const waiting = Array.from({ length: 20 }, (_, i) => sessions.resolve(token, `r${i}`));
  fake.release();
  const answers = await Promise.all(waiting);
  expect(answers.every((a) => a.kind === 'user')).toBe(true);
  expect(fake.calls).toEqual(['s1']);
  await sessions.resolve(tokenFor('s2'), 'r');
  expect(fake.calls).toEqual(['s1', 's2']);
});

test('a token verified before is refused once it expires, and a forged one never passes', async () => {
  let now = Date.now();
  const fake = fakeIdentity();
  const sessions = createSessionResolver(fake.identity, SECRET, 60_000, () => now);
  const token = tokenFor('s1', 60);
  expect((await sessions.resolve(token, 'r1')).kind).toBe('user');
  now += 61_000;
  expect((await sessions.resolve(token, 'r2')).kind).toBe('invalid');
  const forged = `${token.slice(0, -2)}xx`;
  expect((await sessions.resolve(forged, 'r3')).kind).toBe('invalid');
});

test('a session signed out while its check was asked keeps no answer', async () => {
  const fake = fakeIdentity();
  const sessions = createSessionResolver(fake.identity, SECRET, 60_000);
  fake.hold();
  const pending = sessions.resolve(tokenFor('s1'), 'r1');
  sessions.forget('s1');
  fake.release();
  await pending;
  await sessions.resolve(tokenFor('s1'), 'r2');
  expect(fake.calls).toEqual(['s1', 's1']);
});
