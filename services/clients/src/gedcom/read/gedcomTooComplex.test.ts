import { GEDCOM_ERROR_CODES } from '@linhagem/contracts';
import { familyGedcom, encodeGedcom, manyPersonsGedcom, uploadGedcom } from '../../../test/gedcomFiles';
import { startClientsTestService, type ClientsTestService } from '../../../test/support';

// DESIGN "File work off the event loop", docs/adr-gedcom.md: a file whose reading passes the worker's time limit is
// refused with gedcom.too-complex, nothing kept, and the worker replaced for the next file. A limit of 400 ms makes
// a 40,000-person file such a file here (it takes about a second on an idle machine).
process.env.GEDCOM_WORK_TIMEOUT_MS = '400';
jest.setTimeout(120_000);
let service: ClientsTestService;
beforeAll(async () => {
  service = await startClientsTestService();
});
afterAll(() => service.close());

it('refuses a file past the time limit with gedcom.too-complex, keeps nothing, and reads the next file', async () => {
  const imports = () => service.database.connection.db!.collection('gedcomImports').countDocuments();
  const before = await imports();
  const refused = await uploadGedcom(service.url, manyPersonsGedcom(40_000), { fileName: 'enorme.ged' });
  expect([refused.status, refused.body.code, refused.body.details]).toEqual([
    422,
    GEDCOM_ERROR_CODES.tooComplex,
    { limit: 'time or memory' },
  ]);
  expect(await imports()).toBe(before);
  const read = await uploadGedcom(service.url, encodeGedcom(familyGedcom('UTF-8'), 'utf8', '\r\n'));
  expect([read.status, read.body.persons?.length]).toEqual([200, 3]);
});
