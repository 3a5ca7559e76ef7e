import { Types } from 'mongoose';
import {
  CERTIFICATE_API,
  CERTIFICATE_CLOCK_API,
  CLOCK_ERROR_CODES,
  CLOCK_MESSAGES,
  addDaysIso,
  todayIso,
  type CustodyMove,
} from '@linhagem/contracts';
import { startProtocolsTestService, type ProtocolsTestService } from '../../test/support';

let service: ProtocolsTestService;
beforeAll(async () => {
  service = await startProtocolsTestService();
});
afterAll(() => service.close());

const today = todayIso();
const daysAgo = (days: number) => addDaysIso(today, -days);

/** A protocol with one applicant holding a passport and a birth record. */
async function caseWithOriginals(name: string) {
  const protocol = await service.createCase('protocol', [name]);
  const person = await service.call('POST', CERTIFICATE_API.savePerson, {
    protocolId: protocol.id,
    category: 'APPLICANT',
    name,
    certificates: [
      { typeOfCertificate: 'IDENTIFICATION', typeOfDocument: 'PASSPORT' },
      { typeOfCertificate: 'BIRTH', statusDocument: 'IN_OFFICE' },
    ],
  });
  expect(person.status).toBe(201);
  const [passport, birth] = person.body.certificates as Array<{ id: string }>;
  return { protocol, personId: person.body.id as string, passport: passport.id, birth: birth.id };
}
const move = (certificateId: string, body: Record<string, unknown>, level: 'NORMAL' | 'LIMITED' = 'NORMAL') =>
  service.call('POST', CERTIFICATE_CLOCK_API.custody(certificateId), body, level, {
    sub: 'user-ana',
    name: 'Ana Staff',
  });
const outside = async (days: number) => {
  const page = await service.call('POST', `${CERTIFICATE_API.pagination}?page=1&size=50`, {
    outsideOfficeDays: days,
  });
  expect(page.status).toBe(200);
  return (page.body.content as Array<{ id: string }>).map((row) => row.id);
};

describe('the custody log of originals', () => {
  it('lists the moves oldest first on the certificate, whatever order they were recorded in', async () => {
    const { personId, passport } = await caseWithOriginals('Rita Custody');
    const first = await move(passport, { place: 'TRANSLATOR', note: 'Sworn translation', at: daysAgo(40) });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ custodyPlace: 'TRANSLATOR' });
    await move(passport, { place: 'OFFICE', note: 'Received from the family', at: daysAgo(50) });
    const person = await service.call('GET', CERTIFICATE_API.item(personId), undefined, 'LIMITED');
    const custody = person.body.certificates[0].custody as CustodyMove[];
    expect(custody.map((m) => m.place)).toEqual(['OFFICE', 'TRANSLATOR']);
    expect(custody[1]).toMatchObject({
      note: 'Sworn translation',
      by: { id: 'user-ana', name: 'Ana Staff' },
    });
    // the place now is the latest move by date, not the latest recorded
    expect(person.body.certificates[0].custodyPlace).toBe('TRANSLATOR');
  });

  it('finds the originals outside the office for more than N days', async () => {
    const { passport, birth } = await caseWithOriginals('Sara Outside');
    await move(passport, { place: 'TRANSLATOR', at: daysAgo(40) });
    await move(birth, { place: 'NOTARY', at: daysAgo(3) });
    expect(await outside(30)).toContain(passport);
    expect(await outside(30)).not.toContain(birth);
    expect(await outside(2)).toEqual(expect.arrayContaining([passport, birth]));
    await move(passport, { place: 'OFFICE', at: daysAgo(1) });
    expect(await outside(30)).not.toContain(passport);
  });

  it('keeps the sworn translation record and the two apostilles on the certificate', async () => {
    const { protocol, personId, birth } = await caseWithOriginals('Tina Translation');
    const saved = await service.call('POST', CERTIFICATE_API.saveOne, {
      id: birth,
      protocolId: protocol.id,
      checklistPersonId: personId,
      typeOfCertificate: 'BIRTH',
      translatorName: 'Giulia Bianchi',
      translatorRegistration: 'JUCESP 1234',
      translationNumber: '2026/118',
      translationBook: '42',
      translationPages: '10-12',
      translationFee: 21000,
      apostilleStatus: 'APOSTILLED',
      translationApostilleStatus: 'APOSTILLED',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      translatorRegistration: 'JUCESP 1234',
      translationFee: 21000,
      apostilleStatus: 'APOSTILLED',
      translationApostilleStatus: 'APOSTILLED',
    });
  });

  it('refuses a courier without tracking number, an unknown certificate and readers', async () => {
    const { passport } = await caseWithOriginals('Ugo Refused');
    const courier = await move(passport, { place: 'COURIER', at: today });
    expect(courier.status).toBe(400);
    expect(JSON.stringify(courier.body)).toContain(CLOCK_MESSAGES.trackingRequired);
    expect((await move(passport, { place: 'COURIER', trackingNumber: 'BR123', at: today })).status).toBe(201);
    expect((await move(passport, { place: 'MOON', at: today })).status).toBe(400);
    expect((await move(passport, { place: 'OFFICE', at: 'yesterday' })).status).toBe(400);
    const unknown = await move(new Types.ObjectId().toHexString(), { place: 'OFFICE', at: today });
    expect(unknown).toMatchObject({ status: 404, body: { code: CLOCK_ERROR_CODES.certificateNotFound } });
    expect((await move(passport, { place: 'OFFICE', at: today }, 'LIMITED')).status).toBe(403);
  });
});
