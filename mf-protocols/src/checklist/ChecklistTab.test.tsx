import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChecklistTree } from '@linhagem/contracts';
import { PREFERENCES_KEY, reloadPreferences } from '@linhagem/ui-kit';
import { server } from '../../test/server';
import type { RenderRoutesOptions as RenderOptions } from '@linhagem/ui-kit/testing';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PROTOCOL_ID, aCertificate, aPerson, aTree } from '../../test/checklistFixtures';
import { checklistRoutes } from './checklistRoutes';

const complete = {
  typeOfCertificate: 'BIRTH',
  typeOfDocument: 'NORMAL',
  statusDocument: 'IN_OFFICE',
  statusTranslate: 'TRANSLATED',
  price: 12000,
  translatePrice: 8000,
} as const;

function family() {
  const giuseppe = aPerson({ category: 'IMMIGRANT', name: 'Giuseppe Rossi' });
  const mario = aPerson({ category: 'ASCENDANT', name: 'Mario Rossi', parentId: giuseppe.id });
  const ana = aPerson({ category: 'APPLICANT', name: 'Ana Rossi', parentId: mario.id });
  giuseppe.certificates = [aCertificate(giuseppe.id, complete)];
  mario.certificates = [aCertificate(mario.id, { ...complete, price: null })];
  mario.children = [ana];
  giuseppe.children = [mario];
  return { giuseppe, mario, ana, tree: aTree([giuseppe]) };
}

type Recorded = { method: string; path: string; body: unknown };

/** Answers the tab's calls; `tree()` is what GET answers now, writes are recorded and answered `answer`. */
function answer(
  tree: () => ChecklistTree,
  write: (call: Recorded) => Response | undefined = () => undefined,
) {
  const calls: Recorded[] = [];
  const record = async (request: Request) => {
    const call = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: request.method === 'DELETE' ? undefined : await request.json().catch(() => undefined),
    };
    calls.push(call);
    return write(call) ?? HttpResponse.json({});
  };
  server.use(
    http.get('*/api/certificate/protocol/:id', () => HttpResponse.json(tree())),
    http.post('*/api/certificate/*', ({ request }) => record(request)),
    http.post('*/api/certificate/', ({ request }) => record(request)),
    http.delete('*/api/certificate/:id', ({ request }) => record(request)),
    http.post('*/api/protocol/:id/checklist/:action', ({ request }) => record(request)),
  );
  return calls;
}

/** The side panel of one certificate, by its title. */
const openPanel = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('.p-sidebar') as HTMLElement;

const open = (options: Partial<RenderOptions> = {}) =>
  renderWithProviders({ path: `/protocol/${PROTOCOL_ID}/checklist`, routes: checklistRoutes, ...options });

beforeEach(() => {
  localStorage.clear();
  reloadPreferences();
});

describe('Checklist tab', () => {
  it('shows the family grouped by person with categories, coloured bars and the totals', async () => {
    const { tree } = family();
    answer(() => tree);
    open();
    const giuseppe = await screen.findByRole('rowgroup', { name: 'Giuseppe Rossi' });
    expect(within(giuseppe).getByText('Immigrant')).toBeInTheDocument();
    expect(within(giuseppe).getByRole('row', { name: 'Birth of Giuseppe Rossi' })).toBeInTheDocument();
    const ana = screen.getByRole('rowgroup', { name: 'Ana Rossi' });
    expect(within(ana).getByText('Applicant')).toBeInTheDocument();
    expect(within(ana).getByText('No certificates for this person yet')).toBeInTheDocument();
    // the root: (100 + 83.33) / 2
    expect(screen.getByText('Checklist progress: 91.67%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress of Mario Rossi' })).toHaveAttribute(
      'aria-valuetext',
      '83.33% (Almost complete)',
    );
    expect(screen.getByRole('progressbar', { name: 'Progress of Ana Rossi' })).toHaveAttribute(
      'aria-valuetext',
      '0.00% (Just started)',
    );
    expect(screen.getByText('Certificates: $120.00')).toBeInTheDocument();
    expect(screen.getByText('Translations: $160.00')).toBeInTheDocument();
  });

  it('speaks Portuguese with BRL and the columns in Portuguese', async () => {
    const { tree } = family();
    answer(() => tree);
    open({ language: 'pt-BR' });
    const giuseppe = await screen.findByRole('rowgroup', { name: 'Giuseppe Rossi' });
    expect(within(giuseppe).getByText('Imigrante')).toBeInTheDocument();
    expect(screen.getByText(/^Certidões: R\$\s120,00$/)).toBeInTheDocument();
    const row = within(giuseppe).getByRole('row', { name: 'Nascimento de Giuseppe Rossi' });
    expect(within(row).getByText('Traduzido')).toBeInTheDocument();
    expect(within(row).getByText('No escritório')).toBeInTheDocument();
  });

  it('collapses a person and remembers it in local storage', async () => {
    const { tree, mario } = family();
    answer(() => tree);
    const user = userEvent.setup();
    const first = open();
    await screen.findByRole('rowgroup', { name: 'Mario Rossi' });
    await user.click(screen.getByRole('button', { name: 'Hide Mario Rossi' }));
    expect(screen.queryByRole('rowgroup', { name: 'Ana Rossi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'Birth of Mario Rossi' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY)!).collapsedChecklistItems).toEqual([mario.id]);
    first.unmount();

    reloadPreferences();
    open();
    expect(await screen.findByRole('button', { name: 'Show Mario Rossi' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByRole('rowgroup', { name: 'Ana Rossi' })).not.toBeInTheDocument();
  });

  it('edits a certificate in the side panel: the bar follows the typing and Save sends save-one', async () => {
    const { tree, mario } = family();
    const calls = answer(() => tree);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('row', { name: 'Birth of Mario Rossi' }));
    const panel = await openPanel('Birth · Mario Rossi');
    expect(within(panel).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '83.33% (Almost complete)',
    );
    await user.type(within(panel).getByLabelText('Price'), '95');
    await user.tab();
    await waitFor(() =>
      expect(within(panel).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '100.00% (Complete)'),
    );
    await user.click(within(panel).getByRole('button', { name: 'Save certificate' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/certificate/save-one',
      body: {
        id: mario.certificates[0].id,
        protocolId: PROTOCOL_ID,
        checklistPersonId: mario.id,
        typeOfCertificate: 'BIRTH',
        price: 9500,
      },
    });
  });

  it('offers only the document types of the certificate type, and clears one the new type does not offer', async () => {
    const { tree } = family();
    const calls = answer(() => tree);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('row', { name: 'Birth of Mario Rossi' }));
    const panel = await openPanel('Birth · Mario Rossi');
    const dropdown = (label: string) =>
      within(panel).getByLabelText(label, { selector: 'input' }).closest('.p-dropdown') as HTMLElement;
    const offered = async (label: string) => {
      await user.click(dropdown(label));
      const listbox = await screen.findByRole('listbox', { hidden: true });
      const names = within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument());
      return names;
    };
    expect(await offered('Document type')).toEqual([
      'Normal',
      'Religious',
      'Civil',
      'Baptism',
      'Negative',
      'Nonexistent',
    ]);
    await user.click(dropdown('Certificate'));
    await user.click(await screen.findByRole('option', { name: 'Identification', hidden: true }));
    await waitFor(() => expect(dropdown('Document type')).not.toHaveTextContent('Normal'));
    expect(await offered('Document type')).toEqual(['RG', 'Passport']);
    await user.click(dropdown('Document type'));
    await user.click(await screen.findByRole('option', { name: 'Passport', hidden: true }));
    await user.click(within(panel).getByRole('button', { name: 'Save certificate' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({ typeOfCertificate: 'IDENTIFICATION', typeOfDocument: 'PASSPORT' });
  });

  it('shows a document type stored before its certificate type stopped offering it, and keeps it on other edits', async () => {
    const mario = aPerson({ category: 'IMMIGRANT', name: 'Mario Rossi' });
    mario.certificates = [aCertificate(mario.id, { ...complete, typeOfDocument: 'RG' })];
    const calls = answer(() => aTree([mario]));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('row', { name: 'Birth of Mario Rossi' }));
    const panel = await openPanel('Birth · Mario Rossi');
    const documentType = within(panel)
      .getByLabelText('Document type', { selector: 'input' })
      .closest('.p-dropdown') as HTMLElement;
    expect(documentType).toHaveTextContent('RG');
    await user.type(within(panel).getByLabelText('Notes'), 'old record');
    await user.click(within(panel).getByRole('button', { name: 'Save certificate' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({
      typeOfCertificate: 'BIRTH',
      typeOfDocument: 'RG',
      notes: 'old record',
    });
  });

  it('filters by person, by status and by what is missing', async () => {
    const { tree } = family();
    answer(() => tree);
    const user = userEvent.setup();
    open();
    await screen.findByRole('row', { name: 'Birth of Mario Rossi' });
    expect(screen.getByText('2 certificates shown')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Missing something'));
    expect(screen.queryByRole('row', { name: 'Birth of Giuseppe Rossi' })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Birth of Mario Rossi' })).toBeInTheDocument();
    expect(screen.getByText('1 certificate shown')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Missing something'));
    await user.click(screen.getByLabelText('Person', { selector: 'input' }).closest('.p-dropdown')!);
    await user.click(await screen.findByRole('option', { name: 'Giuseppe Rossi', hidden: true }));
    expect(screen.queryByRole('rowgroup', { name: 'Mario Rossi' })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Birth of Giuseppe Rossi' })).toBeInTheDocument();
  });

  it('changes the status of the chosen certificates at once', async () => {
    const { tree, giuseppe, mario } = family();
    const calls = answer(() => tree);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('checkbox', { name: 'Choose Birth of Giuseppe Rossi' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choose Birth of Mario Rossi' }));
    const bulk = screen.getByRole('group', { name: 'Change the chosen certificates' });
    expect(within(bulk).getByText('2 chosen')).toBeInTheDocument();
    await user.click(
      within(bulk).getByLabelText('New status', { selector: 'input' }).closest('.p-dropdown')!,
    );
    await user.click(await screen.findByRole('option', { name: 'Pending', hidden: true }));
    await user.click(within(bulk).getByRole('button', { name: 'Change the status' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => call.body)).toEqual([
      expect.objectContaining({ id: giuseppe.certificates[0].id, statusDocument: 'PENDING', price: 12000 }),
      expect.objectContaining({
        id: mario.certificates[0].id,
        statusDocument: 'PENDING',
        translatePrice: 8000,
      }),
    ]);
  });

  it('moves between rows with the arrow keys and opens one with Enter', async () => {
    const { tree } = family();
    answer(() => tree);
    const user = userEvent.setup();
    open();
    const first = await screen.findByRole('row', { name: 'Birth of Giuseppe Rossi' });
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('row', { name: 'Birth of Mario Rossi' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(first).toHaveFocus();
    await user.keyboard('{End}{Enter}');
    await openPanel('Birth · Mario Rossi');
  });

  it('removes a person only after the confirmation', async () => {
    const { tree, ana } = family();
    const calls = answer(() => tree);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Remove person: Ana Rossi' }));
    expect(await screen.findByText('Remove Ana Rossi and all of their certificates?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove person: Ana Rossi' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(calls).toEqual([{ method: 'DELETE', path: `/api/certificate/${ana.id}`, body: undefined }]),
    );
  });

  it("shows the server's refusal in the person's language", async () => {
    const { tree, mario } = family();
    answer(
      () => tree,
      () =>
        HttpResponse.json(
          {
            code: 'checklist.person-linked',
            message: 'Another checklist person is linked to this one',
          },
          { status: 409 },
        ),
    );
    const user = userEvent.setup();
    open({ language: 'pt-BR' });
    await user.click(await screen.findByRole('button', { name: `Remover pessoa: ${mario.name}` }));
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText('Outra pessoa do checklist descende desta: remova-a ou mova-a primeiro'),
    ).toBeInTheDocument();
  });

  it('sends with confirmation, then locks the certificates until the send is cancelled', async () => {
    let current = family().tree;
    const calls = answer(
      () => current,
      (call) => {
        const sent = call.path.endsWith('/send');
        current = { ...current, sent, sentAt: sent ? '2026-11-23T10:00:00.000Z' : null };
        return HttpResponse.json({ protocolId: PROTOCOL_ID, sent, sentAt: current.sentAt });
      },
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Send the checklist' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText('Sent on 11/23/2026: cancel the send to change certificates.'),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([`/api/protocol/${PROTOCOL_ID}/checklist/send`]);
    expect(screen.queryByRole('button', { name: 'Save certificate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add person' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel the send' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('button', { name: 'Add person' })).toBeInTheDocument();
    expect(calls.at(-1)!.path).toBe(`/api/protocol/${PROTOCOL_ID}/checklist/cancel-send`);
  });

  it('shows LIMITED users the checklist read-only', async () => {
    const { tree } = family();
    answer(() => tree);
    const user = userEvent.setup();
    open({ level: 'LIMITED' });
    await screen.findByRole('rowgroup', { name: 'Giuseppe Rossi' });
    expect(screen.getByText('Your level allows reading the checklist only.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the checklist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Choose/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('row', { name: 'Birth of Giuseppe Rossi' }));
    const panel = await openPanel('Birth · Giuseppe Rossi');
    expect(within(panel).getByLabelText('Price')).toBeDisabled();
    expect(within(panel).queryByRole('button', { name: 'Save certificate' })).not.toBeInTheDocument();
  });

  it('adds a person who is one of the protocol clients: picking the client fills the name', async () => {
    const clientId = 'c'.repeat(24);
    const calls = answer(() => aTree([], { clients: [{ id: clientId, name: 'Ana Rossi' }] }));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Add person' }));
    const dialog = await screen.findByRole('dialog');
    const pick = async (label: string, option: string) => {
      await user.click(
        within(dialog).getByLabelText(label, { selector: 'input' }).closest('.p-dropdown') as HTMLElement,
      );
      await user.click(await screen.findByRole('option', { name: option, hidden: true }));
    };
    await pick('Category', 'Applicant');
    await pick('Client', 'Ana Rossi');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Ana Rossi');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      path: '/api/certificate/',
      body: { protocolId: PROTOCOL_ID, category: 'APPLICANT', clientId, name: 'Ana Rossi' },
    });
  });

  it('edits a person who is a client of the office but not of the protocol, showing and keeping that client', async () => {
    const luigiId = 'd'.repeat(24);
    const luigi = aPerson({ category: 'IMMIGRANT', name: 'Luigi Fonttini', clientId: luigiId });
    const calls = answer(() => aTree([luigi], { clients: [{ id: 'c'.repeat(24), name: 'Ana Rossi' }] }));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Edit person: Luigi Fonttini' }));
    const dialog = await screen.findByRole('dialog');
    const client = within(dialog).getByLabelText('Client', { selector: 'input' }).closest('.p-dropdown');
    expect(client).toHaveTextContent('Luigi Fonttini');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toMatchObject({ id: luigi.id, category: 'IMMIGRANT', clientId: luigiId });
  });

  it('explains that a budget has no checklist, and guides an empty one', async () => {
    server.use(
      http.get('*/api/certificate/protocol/:id', () =>
        HttpResponse.json(
          { code: 'checklist.budget', message: 'Budgets have no checklist' },
          { status: 409 },
        ),
      ),
    );
    const first = open();
    expect(
      await screen.findByText('Budgets have no checklist: convert the budget to a protocol first.'),
    ).toBeInTheDocument();
    first.unmount();
    answer(() => aTree([]));
    open();
    expect(await screen.findByText('No one in the checklist yet')).toBeInTheDocument();
    expect(screen.getByText('Checklist progress: 0.00%')).toBeInTheDocument();
  });
});
