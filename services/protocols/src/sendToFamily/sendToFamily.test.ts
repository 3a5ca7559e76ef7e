import {
  SEND_TO_FAMILY_API,
  SEND_TO_FAMILY_ERROR_CODES,
  internationalPhone,
  whatsAppUrl,
} from '@linhagem/contracts';
import type { Mail } from '../mail/mailer';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

const mails: Mail[] = [];
let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService({
    mailer: { enabled: true, send: async (mail) => (mails.push(mail), true) },
  });
  service.standIns.office.name = 'Escritório Linhagem';
});
afterAll(() => service.close());

/** a protocol whose main client has these contact fields */
async function caseWith(contact: Record<string, unknown>) {
  const clientId = service.standIns.addClient('Maria Fontana', '1980-01-01', contact as never);
  const answer = await service.call('POST', '/api/protocol', {
    name: 'Fontana',
    familyName: 'Fontana',
    mainClient: clientId,
    clients: [clientId],
  });
  expect(answer.status).toBe(201);
  const full = await service.call('GET', `/api/protocol/${answer.body.id}`);
  return full.body as { id: string; accessCode: string };
}

describe('the WhatsApp number in international form', () => {
  it.each([
    ['(11) 98765-4321', '5511987654321'],
    ['11 3333-4444', '551133334444'],
    ['011 98765-4321', '5511987654321'],
    ['+55 (11) 98765-4321', '5511987654321'],
    ['55 11 98765-4321', '5511987654321'],
    ['+39 06 1234 5678', '390612345678'],
    ['0039 06 1234 5678', '390612345678'],
  ])('%s → %s', (phone, digits) => {
    expect(internationalPhone(phone)).toBe(digits);
  });
  it('has no number for too few digits', () => {
    expect(internationalPhone('1234')).toBeUndefined();
    expect(internationalPhone('')).toBeUndefined();
  });
});

describe('POST /api/protocol/{id}/send-to-family', () => {
  it('answers a wa.me link in Portuguese without the access code, a second one with it, and records it', async () => {
    const protocol = await caseWith({ cellPhoneNumber: '11987654321' });
    const answer = await service.call('POST', SEND_TO_FAMILY_API.sendToFamily(protocol.id), {
      channel: 'WHATSAPP',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/^https:\/\/wa\.me\/5511987654321\?text=/);
    const text = decodeURIComponent(answer.body.url.split('?text=')[1]);
    expect(text).toContain('Olá, família Fontana');
    expect(text).toContain(`/public-client/${protocol.id}`);
    expect(text).not.toContain(protocol.accessCode);
    expect(answer.body.accessCodeUrl).toBe(
      whatsAppUrl('5511987654321', `Seu código de acesso à página do processo: ${protocol.accessCode}`),
    );
    const timeline = await service.call('GET', `/api/protocol/${protocol.id}/timeline`);
    const sent = timeline.body.find((event: { kind: string }) => event.kind === 'PORTAL_LINK_SENT');
    expect(sent.message).toMatch(/^WhatsApp \+5511987654321: /);
    expect(sent.message).not.toContain(protocol.accessCode);
    expect(sent.author.name).toBe('Test NORMAL');
  });

  it('writes to a family abroad in English, its own country code kept', async () => {
    const protocol = await caseWith({ cellPhoneNumber: '+39 06 1234 5678', address: { country: 'ITALIA' } });
    const answer = await service.call('POST', SEND_TO_FAMILY_API.sendToFamily(protocol.id), {
      channel: 'WHATSAPP',
    });
    expect(answer.body.url).toMatch(/^https:\/\/wa\.me\/390612345678\?text=Hello%2C%20Fontana%20family/);
  });

  it('mails the link and the access code in two messages, and marks the entry mailed', async () => {
    const protocol = await caseWith({ email: 'maria@exemplo.com.br' });
    mails.length = 0;
    const answer = await service.call('POST', SEND_TO_FAMILY_API.sendToFamily(protocol.id), {
      channel: 'EMAIL',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.url).toBeNull();
    expect(mails.map((mail) => mail.to)).toEqual(['maria@exemplo.com.br', 'maria@exemplo.com.br']);
    expect(mails[0].text).toContain(`/public-client/${protocol.id}`);
    expect(mails[0].text).toContain('Escritório Linhagem');
    expect(mails[0].text).not.toContain(protocol.accessCode);
    expect(mails[1].text).toContain(protocol.accessCode);
    expect(answer.body.event.mailedAt).not.toBeNull();
  });

  it("writes the link's e-mail with the office's text fragment, its merge fields filled", async () => {
    const protocol = await caseWith({ email: 'maria@exemplo.com.br' });
    const code = (await service.call('GET', `/api/protocol/${protocol.id}`)).body.code as string;
    Object.assign(service.standIns.portalLinkFragment, {
      code: 'LINK_PORTAL',
      content:
        '<p>Prezada {{clientName}},</p><p>o processo {{protocolCode}} pode ser acompanhado em {{portalLink}}</p>' +
        '<p>{{officeName}} &amp; equipe {{totalAmount}}</p>',
    });
    mails.length = 0;
    try {
      const answer = await service.call('POST', SEND_TO_FAMILY_API.sendToFamily(protocol.id), {
        channel: 'EMAIL',
      });
      expect(answer.status).toBe(200);
      const link = answer.body.portalUrl as string;
      expect(link).toMatch(new RegExp(`/public-client/${protocol.id}$`));
      expect(mails[0].text).toBe(
        `Prezada Maria Fontana,\no processo ${code} pode ser acompanhado em ${link}\nEscritório Linhagem & equipe`,
      );
      expect(mails[0].html).toContain(`<p>Prezada Maria Fontana,</p>`);
      expect(mails[0].text).not.toContain(protocol.accessCode);
      // the access code still goes alone, in a second message
      expect(mails[1].text).toContain(protocol.accessCode);
      expect(answer.body.event.message).toBe(`E-mail maria@exemplo.com.br: ${mails[0].text}`);

      // a fragment that does not place the link gets it on its last line
      service.standIns.portalLinkFragment.content = '<p>Olá, {{clientName}}</p>';
      mails.length = 0;
      await service.call('POST', SEND_TO_FAMILY_API.sendToFamily(protocol.id), { channel: 'EMAIL' });
      expect(mails[0].text).toBe(`Olá, Maria Fontana\n${link}`);
    } finally {
      Object.assign(service.standIns.portalLinkFragment, { code: '', content: '' });
    }
  });

  it('falls back to the built-in text when the office chose no fragment', async () => {
    const protocol = await caseWith({ email: 'maria@exemplo.com.br' });
    mails.length = 0;
    await service.call('POST', SEND_TO_FAMILY_API.sendToFamily(protocol.id), { channel: 'EMAIL' });
    expect(mails[0].text).toContain('Olá, família Fontana');
    expect(mails[0].html).toBeUndefined();
  });

  it('refuses with a code when the main client has no cell phone or no e-mail, and LIMITED', async () => {
    const protocol = await caseWith({});
    const path = SEND_TO_FAMILY_API.sendToFamily(protocol.id);
    const phone = await service.call('POST', path, { channel: 'WHATSAPP' });
    expect([phone.status, phone.body.code]).toEqual([409, SEND_TO_FAMILY_ERROR_CODES.noCellPhone]);
    const mail = await service.call('POST', path, { channel: 'EMAIL' });
    expect([mail.status, mail.body.code]).toEqual([409, SEND_TO_FAMILY_ERROR_CODES.noEmail]);
    const limited = await service.call('POST', path, { channel: 'EMAIL' }, 'LIMITED');
    expect(limited.status).toBe(403);
    const bad = await service.call('POST', path, { channel: 'SMS' });
    expect(bad.status).toBe(400);
  });
});
