import { PUBLIC_API } from '@linhagem/contracts';
import { callerHeaders, requestJson } from '@linhagem/service-kit/testing';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';
import { createMailer } from './mailer';
import { startSmtpReceiver } from '../../test/smtp';

describe('mail through SMTP_URL', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let service: ProtocolsTestService;
  const mailer = () => createMailer({ smtpUrl: smtp.url, from: 'office@linhagem.test' });

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    service = await startProtocolsTestService({ mailer: mailer() });
  });
  afterAll(async () => {
    await service.close();
    await smtp.close();
  });

  it("mails a family's notification to the office's address", async () => {
    Object.assign(service.standIns.office, { name: 'Escritório', email: 'cases@office.test' });
    const family = await service.createCase('protocol', ['Tito Moura']);
    const sent = await requestJson(
      `${service.url}${PUBLIC_API.sendNotification(family.id, family.accessCode)}`,
      {
        method: 'POST',
        headers: { 'x-forwarded-for': '10.1.1.1' },
        body: { message: '<p>All <em>documents</em> are in</p>' },
      },
    );
    expect(sent.status).toBe(201);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.to).toEqual(['cases@office.test']);
    expect(mail.from).toBe('office@linhagem.test');
    expect(mail.data).toContain(`[${family.code}] Moura`);
    expect(mail.data).toContain('All documents are in');
  });

  it("mails the office's message to the family's main client and dates it on the timeline", async () => {
    const family = await service.createCase('protocol', ['Vera Dias']);
    service.standIns.clients.set(family.clientIds[0], {
      name: 'Vera Dias',
      birthDay: null,
      email: 'vera@family.test',
    });
    const sent = await service.call('POST', `/api/protocol/${family.id}/notification`, {
      message: 'Your apostille is ready',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.mailedAt).toEqual(expect.any(String));
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['vera@family.test']);
    expect(mail.data).toContain('Your apostille is ready');
    const timeline = await service.call('GET', `/api/protocol/${family.id}/timeline`);
    expect(timeline.body.at(-1)).toMatchObject({ kind: 'STAFF_NOTIFICATION', mailedAt: sent.body.mailedAt });
    // the office's own message is not on the staff bell
    const list = await requestJson(`${service.url}/api/notification`, {
      headers: callerHeaders('LIMITED', { sub: 'test-normal' }),
    });
    const bell = list.body as { notifications: { protocolId: string }[] };
    expect(bell.notifications.some((n) => n.protocolId === family.id)).toBe(false);
  });
});

describe('without SMTP_URL', () => {
  it('mails nothing', async () => {
    const off = createMailer({ smtpUrl: '' });
    expect(off.enabled).toBe(false);
    expect(await off.send({ to: 'someone@example.com', subject: 's', text: 't' })).toBe(false);
  });
});
