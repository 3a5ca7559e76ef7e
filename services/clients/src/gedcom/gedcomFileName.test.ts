import { CLIENT_API, type GedcomDecision, type GedcomPreview } from '@linhagem/contracts';
import { cleanDisplayName } from '../../../documents/src/inspect/fileName';
import { encodeGedcom, familyGedcom, uploadGedcom } from '../../test/gedcomFiles';
import { startClientsTestService, type ClientsTestService } from '../../test/support';

// docs/adr-gedcom.md, docs/adr-documents.md "One upload reader": the name a GEDCOM file was sent under is cleaned
// as a document's is, in the preview, in the import kept for the apply, and in the audit of the clients it creates
let service: ClientsTestService;
beforeAll(async () => {
  service = await startClientsTestService();
});
afterAll(() => service.close());

it('cleans a GEDCOM upload name as a document name is, wherever it is shown or kept', async () => {
  // a path, a tab, and a right-to-left override that would show `...exe.ged` as `...deg.exe`
  const sent = 'C:\\Users\\ana\\..\\árvore\tda família\u202edeg.exe';
  const cleaned = 'árvore da famíliadeg.exe';
  expect(cleanDisplayName(sent)).toBe(cleaned);

  const answer = await uploadGedcom(service.url, encodeGedcom(familyGedcom('UTF-8'), 'utf8', '\r\n'), {
    fileName: sent,
  });
  expect(answer.status).toBe(200);
  const preview = answer.body as GedcomPreview;
  expect(preview.fileName).toBe(cleaned);
  const kept = await service.database.connection
    .db!.collection('gedcomImports')
    .findOne({}, { sort: { _id: -1 } });
  expect(kept?.fileName).toBe(cleaned);

  const decisions: GedcomDecision[] = preview.persons.map((p) => ({ xref: p.xref, action: 'CREATE' }));
  expect((await service.call('POST', CLIENT_API.gedcomApply(preview.importId), { decisions })).status).toBe(
    200,
  );
  const audit = await service.call('POST', `${CLIENT_API.audit}?size=50`, {});
  expect(audit.body.content.length).toBeGreaterThan(0);
  for (const entry of audit.body.content)
    expect(entry.changes).toEqual(
      expect.arrayContaining([{ field: 'gedcomImport', before: null, after: cleaned }]),
    );
});
