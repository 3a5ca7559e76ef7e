import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROTOCOL_IMPORT_API, type ImportPreview, type ImportSummary } from '@linhagem/contracts';
import { updatePreferences } from '../preferences/preferencesStore';
import { renderWithKit } from '../../test/renderWithKit';
import { SpreadsheetImportDialog } from './SpreadsheetImportDialog';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => updatePreferences({ language: 'en-US' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const IMPORT_ID = 'bbbbbbbbbbbbbbbbbbbbbbb2';
const EXISTING = 'aaaaaaaaaaaaaaaaaaaaaaa2';
const preview = (mapping: ImportPreview['mapping']): ImportPreview => ({
  importId: IMPORT_ID,
  kind: 'PROTOCOL',
  fileName: 'processos.xlsx',
  sheets: ['Clientes', 'Processos'],
  sheet: 'Processos',
  columns: ['Protocolo', 'Família', 'Cliente'],
  mapping,
  mappingRemembered: false,
  sample: [['Cidadania Rossi', 'Rossi', '2']],
  rows: 3,
  valid: 2,
  problems: [{ row: 4, field: 'mainClientRow', code: 'import.reference-not-found' }],
  matches: [{ row: 2, by: 'NAME_FAMILY', protocolId: EXISTING, name: '2026/0007 Cidadania Rossi' }],
});
const xlsx = () =>
  new NodeFile([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'processos.xlsx') as unknown as File;

describe('Import from a spreadsheet, protocols mode', () => {
  it('reads a protocols file through the protocol paths, maps the main client by row and updates a matched case', async () => {
    const sheets: (string | null)[] = [];
    let applied: unknown;
    const changed = jest.fn();
    server.use(
      http.get(`*${PROTOCOL_IMPORT_API.collection}`, () => HttpResponse.json([])),
      http.post(`*${PROTOCOL_IMPORT_API.preview}`, async ({ request }) => {
        const form = await request.formData();
        const mapping = form.get('mapping');
        sheets.push(form.get('sheet') as string | null);
        return HttpResponse.json(
          preview(mapping ? JSON.parse(String(mapping)) : ['name', 'familyName', null]),
        );
      }),
      http.get(`*${PROTOCOL_IMPORT_API.itemRoute}`, () => HttpResponse.json({ status: 'APPLYING' })),
      http.post(`*${PROTOCOL_IMPORT_API.applyRoute}`, async ({ request }) => {
        applied = await request.json();
        return HttpResponse.json({ created: 1, updated: 1, skipped: 1, linked: 1 });
      }),
    );
    const user = userEvent.setup();
    renderWithKit(
      <SpreadsheetImportDialog kind="PROTOCOL" visible onHide={() => undefined} onChanged={changed} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import protocols' });
    expect(await within(dialog).findByText('No imports yet.')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Choose a CSV or XLSX file'), xlsx());
    await user.click(within(dialog).getByRole('button', { name: 'Read the file' }));

    // the protocol fields are offered for the columns, the client's row among them
    const cliente = await within(dialog).findByRole('combobox', { name: 'Cliente' });
    expect(within(dialog).getByRole('combobox', { name: 'Protocolo' })).toHaveDisplayValue('Name');
    expect(within(dialog).queryByRole('option', { name: 'Birth date' })).not.toBeInTheDocument();
    await user.selectOptions(cliente, "Main client's row in the clients' file");
    await user.click(within(dialog).getByRole('button', { name: 'Check the rows' }));

    expect(await within(dialog).findByText(/Same name and family/)).toBeInTheDocument();
    expect(within(dialog).getByText(/2026\/0007 Cidadania Rossi/)).toBeInTheDocument();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Decision Row 2' }),
      'Update all fields',
    );
    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));

    expect(
      await screen.findByText('1 created, 1 updated, 1 skipped, 1 main clients linked'),
    ).toBeInTheDocument();
    expect(applied).toEqual({
      mapping: ['name', 'familyName', 'mainClientRow'],
      decisions: [{ row: 2, action: 'UPDATE_ALL' }],
    });
    expect(changed).toHaveBeenCalled();
  });

  it('undoes a past import after saying which protocols it keeps, and says how many were changed since', async () => {
    const past: ImportSummary = {
      importId: IMPORT_ID,
      kind: 'PROTOCOL',
      status: 'APPLIED',
      fileName: 'processos.xlsx',
      sha256: 'e'.repeat(64),
      rows: 3,
      userName: 'ana',
      name: 'Ana',
      createdAt: '2026-11-20T10:00:00.000Z',
      appliedAt: '2026-11-20T10:01:00.000Z',
      undoUntil: '2999-12-20T10:01:00.000Z',
      result: { created: 2, updated: 1, skipped: 0, linked: 0 },
    };
    let undone = false;
    server.use(
      http.get(`*${PROTOCOL_IMPORT_API.collection}`, () => HttpResponse.json(undone ? [] : [past])),
      http.post(`*${PROTOCOL_IMPORT_API.undoRoute}`, () => {
        undone = true;
        return HttpResponse.json({ removed: 1, restored: 1, kept: [EXISTING] });
      }),
    );
    const user = userEvent.setup();
    renderWithKit(<SpreadsheetImportDialog kind="PROTOCOL" visible onHide={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Import protocols' });
    await user.click(await within(dialog).findByRole('button', { name: 'Undo: processos.xlsx' }));
    expect(await screen.findByText(/except those changed since the import/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('1 removed, 1 restored. 1 kept because they were changed since the import'),
    ).toBeInTheDocument();
  });
});
