import { PROTOCOLS_MAIL_INTERNAL, type NewSignInMailBody } from '@linhagem/contracts';
import { INTERNAL_TOKEN_HEADER, signServiceToken } from '@linhagem/service-kit';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';
import { readableText, startSmtpReceiver } from '../../test/smtp';
import { createMailer } from './mailer';

const fromIdentity = { [INTERNAL_TOKEN_HEADER]: signServiceToken('identity') };
const body: NewSignInMailBody = {
  to: 'ana@office.test',
  name: 'Ana Prado',
  language: 'pt-BR',
  at: '2026-11-29T13:05:00.000Z',
  browser: 'Firefox 128',
  os: 'Windows 10',
  address: '203.0.113.7',
};

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let service: ProtocolsTestService;
let off: ProtocolsTestService;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  service = await startProtocolsTestService({
    mailer: createMailer({ smtpUrl: smtp.url, from: 'office@linhagem.test' }),
  });
  off = await startProtocolsTestService({ mailer: createMailer({ smtpUrl: '' }) });
});
afterAll(async () => {
  await Promise.all([service.close(), off.close()]);
  await smtp.close();
});

const ask = (on: ProtocolsTestService, sent: unknown, headers: Record<string, string> = fromIdentity) =>
  requestJson(`${on.url}${PROTOCOLS_MAIL_INTERNAL.newSignInPath}`, { body: sent, headers });

describe('the new-browser sign-in mail asked by identity', () => {
  it("mails when, from which browser, system and address, and what to do, in the office's clock", async () => {
    const answer = await ask(service, body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sent: true });
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['ana@office.test']);
    const text = readableText(mail.data);
    expect(text).toContain('Subject: Nova entrada na sua conta do Linhagem');
    expect(text).toContain('Olá, Ana Prado.');
    // 13:05 UTC is 10:05 in São Paulo, the office's zone the catalog answers
    expect(text).toContain('Quando: 29 de novembro de 2026 às 10:05 (America/Sao_Paulo)');
    expect(text).toContain('Navegador: Firefox 128');
    expect(text).toContain('Sistema: Windows 10');
    expect(text).toContain('Endereço: 203.0.113.7');
    expect(text).toContain('troque sua senha');
  });

  it('writes in English for an English-speaking user, and says what it does not know', async () => {
    const answer = await ask(service, { ...body, language: 'en-US', browser: '', os: '' });
    expect(answer.body).toEqual({ sent: true });
    const text = readableText(smtp.received.at(-1)!.data);
    expect(text).toContain('Subject: New sign-in to your Linhagem account');
    expect(text).toContain('When: November 29, 2026 at 10:05 AM (America/Sao_Paulo)');
    expect(text).toContain('Browser: unknown');
    expect(text).toContain('change your password');
  });

  it('answers sent: false without SMTP_URL, mailing nothing', async () => {
    const before = smtp.received.length;
    expect((await ask(off, body)).body).toEqual({ sent: false });
    expect(smtp.received).toHaveLength(before);
  });

  it('refuses a staff caller and a bad body, mailing nothing', async () => {
    const before = smtp.received.length;
    const staff = await ask(service, body, callerHeaders('ADMINISTRATOR'));
    expect(staff.status).toBe(403);
    const bad = await ask(service, { ...body, to: 'not-an-address' });
    expect(bad.status).toBe(400);
    const extra = await ask(service, { ...body, bcc: 'someone@else.test' });
    expect(extra.status).toBe(400);
    expect(smtp.received).toHaveLength(before);
  });
});
