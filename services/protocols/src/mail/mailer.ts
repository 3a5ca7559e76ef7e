import nodemailer from 'nodemailer';
import { createLogger } from '@linhagem/service-kit';

export type Mail = { to: string; subject: string; text: string; html?: string };

/** Sends mail through `SMTP_URL` (DESIGN "Notifications and mail"); without it nothing is mailed. */
export type Mailer = {
  enabled: boolean;
  /** true when the SMTP server accepted the message; false when mail is off or there is no address */
  send(mail: Mail): Promise<boolean>;
};

const logger = createLogger('protocols');
let saidOff = false;

export type MailerOptions = { smtpUrl?: string; from?: string };

export function createMailer({
  smtpUrl = process.env.SMTP_URL,
  from = process.env.MAIL_FROM ?? 'Linhagem <no-reply@linhagem.invalid>',
}: MailerOptions = {}): Mailer {
  if (!smtpUrl) {
    if (!saidOff) {
      saidOff = true;
      logger.info('SMTP_URL is unset: notifications are kept in the application and nothing is mailed');
    }
    return { enabled: false, send: async () => false };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    enabled: true,
    async send(mail) {
      if (!mail.to) return false;
      await transport.sendMail({ from, ...mail });
      return true;
    },
  };
}
