import { Secret, TOTP } from 'otpauth';
import { ACCOUNT_SECURITY_API } from '@linhagem/contracts';
import type { Stack } from './support';

/** The test's clock, shared with identity: a test moves it to the next 30-second step instead of waiting. */
export function testClock(start = Date.UTC(2026, 10, 2, 12, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    /** moves on `seconds` (a new TOTP step for 30) */
    later: (seconds = 30) => void (now += seconds * 1000),
  };
}

/** A user's authenticator app: the code of `secret` at the clock. */
export const totpAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp,
  });

/** Signs `userName` in (password only) and turns the authenticator on through the BFF, as "Minha conta" does. */
export async function turnOnTotp(stack: Stack, userName: string, clock: ReturnType<typeof testClock>) {
  const { cookie } = await stack.login(userName);
  const setup = await stack.request('POST', ACCOUNT_SECURITY_API.totp, { cookie });
  if (setup.status !== 200) throw new Error(`set-up: ${setup.status} ${setup.text}`);
  const secret = setup.body.secret as string;
  const confirmed = await stack.request('POST', ACCOUNT_SECURITY_API.totpConfirm, {
    cookie,
    body: { code: totpAt(secret, clock.now()) },
  });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status} ${confirmed.text}`);
  clock.later();
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[], cookie };
}
