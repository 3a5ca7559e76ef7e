import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportPreview, ImportSummary } from '@linhagem/contracts';
import { setupServer } from 'msw/node';
import { updatePreferences } from '../preferences/preferencesStore';
import { renderWithKit } from '../../test/renderWithKit';
import { SpreadsheetImportDialog } from './SpreadsheetImportDialog';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => updatePreferences({ language: 'en-US' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The dialog as a list opens it with its "Import" button. */
const open = (kind: 'CLIENT' | 'PROTOCOL', onChanged = () => undefined) =>
  renderWithKit(
    <SpreadsheetImportDialog kind={kind} visible onHide={() => undefined} onChanged={onChanged} />,
  );

const IMPORT_ID = 'bbbbbbbbbbbbbbbbbbbbbbb1';
const EXISTING = 'aaaaaaaaaaaaaaaaaaaaaaa1';

const preview = (mapping: ImportPreview['mapping']): ImportPreview => ({
  importId: IMPORT_ID,
  kind: 'CLIENT',
  fileName: 'clientes.csv',
  sheets: [],
  encoding: 'windows-1252',
  delimiter: ';',
  columns: ['Nome', 'Documento', 'E-mail'],
  mapping,
  mappingRemembered: false,
  sample: [['Carla Dias', '529.982.247-25', 'carla@example.com']],
  rows: 3,
  valid: 2,
  problems: [{ row: 4, field: 'email', code: 'import.email-invalid' }],
  matches: [{ row: 2, by: 'CPF', clientId: EXISTING, name: 'Carla Dias' }],
});

const PAST: ImportSummary = {
  importId: 'ccccccccccccccccccccccc1',
  kind: 'CLIENT',
  status: 'APPLIED',
  fileName: 'antigos.xlsx',
  sha256: 'f'.repeat(64),
  rows: 10,
  userName: 'ana',
  name: 'Ana',
  createdAt: '2026-11-20T10:00:00.000Z',
  appliedAt: '2026-11-20T10:01:00.000Z',
  undoUntil: '2999-12-20T10:01:00.000Z',
  result: { created: 9, updated: 1, skipped: 0, linked: 2 },
};

// jest-fixed-jsdom's FormData is Node's, which takes Node's File only
const csvFile = () => new NodeFile(['Nome;Documento;E-mail\r\n'], 'clientes.csv') as unknown as File;

describe('Import from a spreadsheet, clients mode', () => {
  it('reads the file, lets the columns be changed, shows the preview and applies the decisions', async () => {
    const sent: { mapping: unknown }[] = [];
    let applied: unknown;
    // the apply answers once the test saw its progress, as a large file's apply does after a while
    let answerApply = () => undefined as void;
    const progressSeen = new Promise<void>((resolve) => (answerApply = resolve));
    server.use(
      http.get('*/api/client/import', () => HttpResponse.json([PAST])),
      http.post('*/api/client/import/preview', async ({ request }) => {
        const form = await request.formData();
        const mapping = form.get('mapping');
        sent.push({ mapping: mapping ? JSON.parse(String(mapping)) : undefined });
        return HttpResponse.json(preview(mapping ? JSON.parse(String(mapping)) : ['name', null, 'email']));
      }),
      http.get('*/api/client/import/:importId', () =>
        HttpResponse.json({
          ...PAST,
          importId: IMPORT_ID,
          status: 'APPLYING',
          progress: { done: 1, total: 3 },
        }),
      ),
      http.post('*/api/client/import/:importId/apply', async ({ request }) => {
        applied = await request.json();
        await progressSeen;
        return HttpResponse.json({ created: 1, updated: 1, skipped: 1, linked: 0 });
      }),
    );
    const user = userEvent.setup();
    open('CLIENT');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('antigos.xlsx')).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Choose a CSV or XLSX file'), csvFile());
    await user.click(within(dialog).getByRole('button', { name: 'Read the file' }));

    // the columns step: the guess, changed by the person
    const documento = await within(dialog).findByRole('combobox', { name: 'Documento' });
    expect(within(dialog).getByRole('combobox', { name: 'Nome' })).toHaveDisplayValue('Name');
    expect(documento).toHaveDisplayValue('Do not import');
    await user.selectOptions(documento, 'CPF');
    await user.click(within(dialog).getByRole('button', { name: 'Check the rows' }));

    // the preview: counts, the problem in words, the match with its decision
    expect(await within(dialog).findByText('With problems')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ mapping: ['name', 'cpf', 'email'] });
    expect(within(dialog).getByText('Invalid e-mail')).toBeInTheDocument();
    const decision = within(dialog).getByRole('combobox', { name: 'Decision Row 2' });
    expect(decision).toHaveDisplayValue('Skip');
    await user.selectOptions(decision, 'Fill empty fields');
    await user.click(screen.getByRole('button', { name: 'Import 2 rows' }));

    // while it applies, the bar follows the progress the service reports
    const bar = await screen.findByRole('progressbar', { name: 'Importing… 1 of 3 rows' }, { timeout: 5000 });
    expect(bar).toHaveAttribute('aria-valuenow', '33');
    answerApply();
    expect(await screen.findByText('1 created, 1 updated, 1 skipped, 0 family links')).toBeInTheDocument();
    expect(applied).toEqual({
      mapping: ['name', 'cpf', 'email'],
      decisions: [{ row: 2, action: 'UPDATE_EMPTY' }],
    });
  });

  it('undoes a past import after asking, and says it in Portuguese', async () => {
    let undone = false;
    server.use(
      http.get('*/api/client/import', () => HttpResponse.json(undone ? [] : [PAST])),
      http.post('*/api/client/import/:importId/undo', () => {
        undone = true;
        return HttpResponse.json({ removed: 8, restored: 1, kept: [EXISTING] });
      }),
    );
    const user = userEvent.setup();
    updatePreferences({ language: 'pt-BR' });
    open('CLIENT');
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Desfazer: antigos.xlsx' }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText('8 removidos, 1 restaurados. 1 mantidos porque um protocolo os usa'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('Nenhuma importação ainda.')).toBeInTheDocument();
  });
});
