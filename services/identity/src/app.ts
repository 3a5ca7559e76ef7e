import { GATEWAY, portOf } from '@linhagem/contracts';
import { createService, serviceUrl, type Database } from '@linhagem/service-kit';
import { migrateStoredUsers, userModel } from './users/model';
import { createUserService } from './users/service';
import { userRoutes } from './users/routes';
import { internalUserRoutes } from './users/internal.routes';
import { accountRoutes } from './account/routes';
import { sessionModel } from './sessions/model';
import { createSessionService } from './sessions/service';
import { sessionRoutes } from './sessions/routes';
import { createTwoFactorService } from './twoFactor/service';
import { twoFactorRoutes } from './twoFactor/routes';
import { createPasskeys, relyingPartyFrom, type RelyingParty } from './twoFactor/passkeys';
import { passkeyRoutes } from './twoFactor/passkeyRoutes';
import { createSecuritySettings } from './twoFactor/settings';
import type { Clock } from './twoFactor/totp';
import { createPendingSignIns } from './signIn/pending';
import { createSignInHistory } from './signIn/history';
import { createSignIn } from './signIn/signIn';
import { createSuccessRecorder } from './signIn/newBrowser';
import { protocolsClient, type ProtocolsClient } from './signIn/protocolsClient';
import { officeLanguage } from './bootstrap';
import { securityRoutes } from './signIn/routes';

export type IdentityOptions = {
  /** what the authenticator codes are checked against (epoch ms): the tests move it */
  clock?: Clock;
  /** the passkeys' relying party; by default from PASSKEY_RP_ID and PASSKEY_ORIGINS */
  relyingParty?: RelyingParty;
  /** mail is configured: services/protocols mails through SMTP_URL (default: whether SMTP_URL is set) */
  mailEnabled?: boolean;
  /** services/protocols, which mails (default: PROTOCOLS_URL, else 127.0.0.1 on its port) */
  protocols?: Pick<ProtocolsClient, 'mailNewSignIn'>;
};

/**
 * Builds every collection and index before the first request: a first sign-in creating them on the fly takes
 * longer than the BFF waits for identity under load. Users stored by an older version are brought up to date first.
 */
export async function prepareIdentity(connection: Database['connection']) {
  await migrateStoredUsers(connection);
  await userModel(connection).init();
  await sessionModel(connection).init();
  await createSignInHistory(connection).init();
  await createPendingSignIns(connection).init();
  await createSecuritySettings(connection, async () => false).init();
  await createPasskeys(connection, userModel(connection), relyingPartyFrom(process.env, 0), Date.now).init();
}

export function buildApp(
  database: Database,
  {
    clock = Date.now,
    relyingParty = relyingPartyFrom(process.env, portOf(GATEWAY, process.env)),
    mailEnabled = Boolean(process.env.SMTP_URL),
    protocols = protocolsClient(serviceUrl('protocols')),
  }: IdentityOptions = {},
) {
  const { connection } = database;
  const users = userModel(connection);
  const twoFactor = createTwoFactorService(users, clock);
  const passkeys = createPasskeys(connection, users, relyingParty, clock);
  const passkeysOf = passkeys.count;
  const hasFactor = async (userId: string) =>
    (await twoFactor.methodsOf(userId)).length > 0 || (await passkeysOf(userId)) > 0;
  const settings = createSecuritySettings(connection, hasFactor);
  const sessions = createSessionService(
    sessionModel(connection),
    users,
    async (userId) => (await settings.required()) && !(await hasFactor(userId)),
  );
  const history = createSignInHistory(connection);
  const pending = createPendingSignIns(connection);
  const recordSuccess = createSuccessRecorder({
    history,
    mailEnabled,
    protocols,
    language: officeLanguage(),
  });
  const signIn = createSignIn({ users, sessions, twoFactor, pending, history, passkeys, recordSuccess });
  // a deactivation or a new password ends the user's sessions (the BFF notices within its session-check TTL)
  const userService = createUserService(users, sessions.revokeAllOf);
  return createService({
    name: 'identity',
    routers: [
      userRoutes(userService),
      accountRoutes(users, sessions.revokeAllOf),
      twoFactorRoutes(twoFactor, { passkeysOf, required: settings.required }),
      passkeyRoutes(passkeys),
      settings.routes(),
      securityRoutes({
        connection,
        users,
        history,
        endSessions: sessions.revokeAllOf,
        async describeFactors(userId) {
          const methods = await twoFactor.methodsOf(userId);
          const passkeys = await passkeysOf(userId);
          return [...methods, ...(passkeys ? [`${passkeys} passkeys`] : [])].join(', ') || 'none';
        },
        async resetFactors(userId) {
          await twoFactor.reset(userId);
          await passkeys.removeAllOf(userId);
          await pending.endAllOf(userId);
        },
      }),
      sessionRoutes(sessions, signIn),
      internalUserRoutes(users),
    ],
    database,
  });
}
