import type { Language } from '@linhagem/contracts';
import { createLogger } from '@linhagem/service-kit';
import type { UserDocument } from '../users/model';
import type { SignInContext, SignInHistory } from './history';
import type { ProtocolsClient } from './protocolsClient';

const logger = createLogger('identity');

export type NewBrowserDeps = {
  history: SignInHistory;
  /** mail is configured (SMTP_URL, read by services/protocols, which mails) */
  mailEnabled: boolean;
  protocols: Pick<ProtocolsClient, 'mailNewSignIn'>;
  /** users keep no language of their own: the office's (DEFAULT_LANGUAGE, else pt-BR) */
  language: Language;
};

/**
 * A successful sign-in goes to the history; one from a browser and system never seen for that user (no earlier
 * success with both, within the history's retention) is mailed to the user's address when mail is configured, so
 * someone else's sign-in does not go unnoticed (docs/adr-auth-and-gateway.md "Sign-in history"). The mail is
 * asked for after the answer's work and never awaited by it: a mail that fails or is slow never fails or delays
 * the sign-in.
 */
export function createSuccessRecorder({ history, mailEnabled, protocols, language }: NewBrowserDeps) {
  function mail(
    user: UserDocument,
    context: SignInContext,
    at: Date,
    browser: { browser: string; os: string },
  ) {
    protocols
      .mailNewSignIn({
        to: user.email!,
        name: user.name,
        language,
        at: at.toISOString(),
        ...browser,
        address: context.address?.slice(0, 100) ?? '',
      })
      .then((sent) => {
        if (!sent) logger.warn('the new-browser sign-in mail was not sent', { userId: String(user._id) });
      })
      .catch((error: unknown) =>
        logger.warn('could not ask for the new-browser sign-in mail', {
          userId: String(user._id),
          reason: String(error),
        }),
      );
  }

  return async function recordSuccess(
    user: UserDocument,
    method: Parameters<SignInHistory['record']>[1],
    context: SignInContext,
  ) {
    const tell = mailEnabled && Boolean(user.email);
    const known = tell ? await history.knows(user._id, context) : true;
    const recorded = await history.record(user._id, method, 'success', context);
    if (!known) mail(user, context, recorded.at, recorded);
  };
}
export type RecordSuccess = ReturnType<typeof createSuccessRecorder>;
