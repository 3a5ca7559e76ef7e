import {
  ACCOUNT_SECURITY_API,
  IDENTITY_INTERNAL,
  PROTOCOLS_MAIL_INTERNAL,
  type NewSignInMailBody,
} from '@linhagem/contracts';
import { authenticate, requireService } from '@linhagem/service-kit';
import { callerHeaders, startStandIn } from '@linhagem/service-kit/testing';
import { Secret, TOTP } from 'otpauth';
import { serviceHeaders, startIdentityForTest, type IdentityUnderTest } from '../../test/support';
import { protocolsClient } from './protocolsClient';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** services/protocols as identity sees it: what it was asked to mail; `answer` says how it answers. */
async function startProtocolsStandIn() {
  const asked: { caller: string; body: NewSignInMailBody }[] = [];
  const state = { answer: 'sent' as 'sent' | 'failure' };
  const server = await startStandIn((router) =>
    router.post(PROTOCOLS_MAIL_INTERNAL.newSignInPath, authenticate, requireService, async (ctx) => {
      const body = await new Promise<NewSignInMailBody>((resolve) => {
        let text = '';
        ctx.req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        ctx.req.on('end', () => resolve(JSON.parse(text)));
      });
      asked.push({ caller: (ctx.state.caller as { sub: string }).sub, body });
      if (state.answer === 'failure') throw new Error('the mail server is away');
      ctx.body = { sent: true };
    }),
  );
  return { ...server, asked, state };
}

// the test's clock, for the authenticator codes
let now = Date.UTC(2026, 10, 29, 13, 5, 0);
let protocols: Awaited<ReturnType<typeof startProtocolsStandIn>>;
let identity: IdentityUnderTest;
let mailOff: IdentityUnderTest;
beforeAll(async () => {
  protocols = await startProtocolsStandIn();
  const options = { clock: () => now, protocols: protocolsClient(protocols.url) };
  identity = await startIdentityForTest({ ...options, mailEnabled: true });
  mailOff = await startIdentityForTest({ ...options, mailEnabled: false });
});
afterAll(async () => {
  await Promise.all([identity.close(), mailOff.close()]);
  await protocols.close();
});

const signIn = (on: IdentityUnderTest, username: string, userAgent: string, address = '203.0.113.7') =>
  on.call(IDENTITY_INTERNAL.sessionsPath, {
    body: { username, password: `${username}-pass-123`, userAgent, address },
    headers: serviceHeaders(),
  });
/** The mails asked for `to`, once the sign-in's own work is done (the ask is not awaited by the sign-in). */
async function mailsTo(to: string, expected: number) {
  for (let i = 0; i < 50 && protocols.asked.filter((a) => a.body.to === to).length < expected; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  // a little longer: a mail that should not come has its chance to
  await new Promise((resolve) => setTimeout(resolve, 100));
  return protocols.asked.filter((a) => a.body.to === to).map((a) => a.body);
}
const member = (on: IdentityUnderTest, userName: string, email?: string) =>
  on.createUser(userName, 'NORMAL', `${userName}-pass-123`, email === undefined ? {} : { email });

describe('a sign-in from a browser never seen for that user', () => {
  it('is mailed once per browser and system: when, which browser, system and address', async () => {
    await member(identity, 'ana', 'ana@office.test');
    expect((await signIn(identity, 'ana', FIREFOX_WINDOWS)).status).toBe(201);
    const [first] = await mailsTo('ana@office.test', 1);
    expect(first).toMatchObject({
      to: 'ana@office.test',
      name: 'User ana',
      language: 'pt-BR',
      browser: 'Firefox 128',
      os: 'Windows 10',
      address: '203.0.113.7',
    });
    expect(Date.now() - Date.parse(first.at)).toBeLessThan(60_000);
    expect(protocols.asked.at(-1)!.caller).toBe('service:identity');

    // the same browser and system again, from another address: known
    expect((await signIn(identity, 'ana', FIREFOX_WINDOWS, '198.51.100.2')).status).toBe(201);
    expect(await mailsTo('ana@office.test', 1)).toHaveLength(1);
    // another browser, then the same browser on another system: each new
    expect((await signIn(identity, 'ana', CHROME_MAC)).status).toBe(201);
    expect((await signIn(identity, 'ana', FIREFOX_LINUX)).status).toBe(201);
    const mails = await mailsTo('ana@office.test', 3);
    expect(mails.slice(1).map((m) => `${m.browser} / ${m.os}`)).toEqual([
      'Chrome 131 / macOS Catalina',
      'Firefox 128 / Linux',
    ]);
  });

  it('counts only successful sign-ins as seen: a wrong password from a browser leaves it new', async () => {
    await member(identity, 'bia', 'bia@office.test');
    const wrong = await identity.call(IDENTITY_INTERNAL.sessionsPath, {
      body: { username: 'bia', password: 'not-the-password', userAgent: CHROME_MAC },
      headers: serviceHeaders(),
    });
    expect(wrong.status).toBe(401);
    expect(await mailsTo('bia@office.test', 0)).toHaveLength(0);
    expect((await signIn(identity, 'bia', CHROME_MAC)).status).toBe(201);
    expect(await mailsTo('bia@office.test', 1)).toHaveLength(1);
  });

  it('is mailed after the second step, not after the password alone', async () => {
    const user = await member(identity, 'caio', 'caio@office.test');
    const headers = callerHeaders('NORMAL', { sub: user.id, userName: 'caio', name: user.name });
    const setup = await identity.call(ACCOUNT_SECURITY_API.totp, { method: 'POST', headers });
    const code = () =>
      new TOTP({
        secret: Secret.fromBase32(setup.body.secret),
        algorithm: 'SHA1',
        digits: 6,
        period: 30,
      }).generate({ timestamp: now });
    expect(
      (await identity.call(ACCOUNT_SECURITY_API.totpConfirm, { body: { code: code() }, headers })).status,
    ).toBe(200);
    now += 30_000;
    const pending = await signIn(identity, 'caio', FIREFOX_WINDOWS);
    expect(pending.status).toBe(202);
    expect(await mailsTo('caio@office.test', 0)).toHaveLength(0);
    const done = await identity.call(IDENTITY_INTERNAL.secondFactorPath, {
      body: { pendingToken: pending.body.pendingToken, step: { code: code() }, userAgent: FIREFOX_WINDOWS },
      headers: serviceHeaders(),
    });
    expect(done.status).toBe(201);
    expect(await mailsTo('caio@office.test', 1)).toMatchObject([
      { browser: 'Firefox 128', os: 'Windows 10' },
    ]);
  });

  it('mails no one without an address, and nothing when mail is not configured', async () => {
    const before = protocols.asked.length;
    await member(identity, 'davi');
    expect((await signIn(identity, 'davi', FIREFOX_WINDOWS)).status).toBe(201);
    await member(mailOff, 'eva', 'eva@office.test');
    expect((await signIn(mailOff, 'eva', FIREFOX_WINDOWS)).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(protocols.asked).toHaveLength(before);
  });

  it('never fails the sign-in when the mail fails or protocols is away', async () => {
    await member(identity, 'fabi', 'fabi@office.test');
    protocols.state.answer = 'failure';
    try {
      const signedIn = await signIn(identity, 'fabi', FIREFOX_WINDOWS);
      expect(signedIn.status).toBe(201);
      expect(await mailsTo('fabi@office.test', 1)).toHaveLength(1);
    } finally {
      protocols.state.answer = 'sent';
    }
    const away = await startIdentityForTest({
      mailEnabled: true,
      protocols: protocolsClient('http://127.0.0.1:9'),
    });
    try {
      await member(away, 'gil', 'gil@office.test');
      expect((await signIn(away, 'gil', FIREFOX_WINDOWS)).status).toBe(201);
    } finally {
      await away.close();
    }
  });
});

describe("the user's address", () => {
  it('is kept, shown, refused when malformed and removed when emptied', async () => {
    const user = await member(identity, 'hugo', 'hugo@office.test');
    expect(user.email).toBe('hugo@office.test');
    const bad = await identity.call('/api/user', {
      body: { name: 'Iris', userName: 'iris', typeUser: 'NORMAL', password: 'iris-pass-123', email: 'iris@' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('forms.email-invalid');
    const emptied = await identity.call(`/api/user/${user.id}`, { body: { email: '' } });
    expect(emptied.status).toBe(200);
    expect(emptied.body).not.toHaveProperty('email');
    expect((await identity.call(`/api/user/${user.id}`)).body).not.toHaveProperty('email');
  });
});
