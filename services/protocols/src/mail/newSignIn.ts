import Router from '@koa/router';
import {
  NEW_SIGN_IN_TEXT,
  PROTOCOLS_MAIL_INTERNAL,
  newSignInMailBodySchema,
  type NewSignInMailAnswer,
  type NewSignInMailBody,
} from '@linhagem/contracts';
import { createLogger, internal, officeTimeZone, route } from '@linhagem/service-kit';
import type { Mailer } from './mailer';

const logger = createLogger('protocols');

/** `29 de novembro de 2026 10:17 (America/Sao_Paulo)`: the office's clock, and which clock it is. */
async function when(at: string, language: NewSignInMailBody['language']) {
  const timeZone = await officeTimeZone();
  const formatted = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(at));
  return `${formatted} (${timeZone})`;
}

/** The mail of a sign-in from a browser never seen for that user, in the user's language. */
export async function newSignInMail(body: NewSignInMailBody) {
  const words = NEW_SIGN_IN_TEXT[body.language];
  const values: Record<string, string> = {
    name: body.name,
    at: await when(body.at, body.language),
    browser: body.browser || words.unknown,
    os: body.os || words.unknown,
    address: body.address || words.unknown,
  };
  return {
    to: body.to,
    subject: words.subject,
    text: words.text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole),
  };
}

/**
 * services/identity's new-browser notice (docs/adr-auth-and-gateway.md "Sign-in history"): mail lives in this box,
 * so identity asks it; a refusal of the mail server is `sent: false`, never an error identity would have to mind.
 */
export function newSignInMailRoutes(mailer: Mailer): Router {
  const router = new Router();
  route(
    router,
    {
      method: 'post',
      path: PROTOCOLS_MAIL_INTERNAL.newSignInPath,
      access: internal,
      body: newSignInMailBodySchema,
    },
    async ({ body }): Promise<NewSignInMailAnswer> => {
      if (!mailer.enabled) return { sent: false };
      const sent = await mailer.send(await newSignInMail(body)).catch((error: unknown) => {
        logger.warn('the new sign-in mail was refused', { reason: String(error) });
        return false;
      });
      return { sent };
    },
  );
  return router;
}
