import {
  PROTOCOLS_MAIL_INTERNAL,
  newSignInMailAnswerSchema,
  type NewSignInMailBody,
} from '@linhagem/contracts';
import { internalClient } from '@linhagem/service-kit';

/** What identity asks services/protocols: mail lives there (docs/adr-auth-and-gateway.md "Sign-in history"). */
export function protocolsClient(baseUrl: string) {
  const client = internalClient('identity', baseUrl);
  return {
    /** true when the mail server took it */
    mailNewSignIn: async (body: NewSignInMailBody): Promise<boolean> =>
      (await client.post(PROTOCOLS_MAIL_INTERNAL.newSignInPath, body, newSignInMailAnswerSchema)).sent,
  };
}
export type ProtocolsClient = ReturnType<typeof protocolsClient>;
