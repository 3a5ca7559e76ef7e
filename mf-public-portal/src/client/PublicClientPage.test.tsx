import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { accessCodeStorageKey } from '@linhagem/contracts';
import { renderRoutes } from '@linhagem/ui-kit/testing';
import { portalRoutes } from '../routes';
import { aClient, anInfo, CODE, linkOf, PROTOCOL_ID, servePortal, underageOf } from '../../test/fixtures';
import { server } from '../../test/server';

const PAGE = `/public-client/${PROTOCOL_ID}`;
const stored = () => window.localStorage.getItem(accessCodeStorageKey(PROTOCOL_ID));
const openWith = (language: 'en-US' | 'pt-BR' = 'en-US') =>
  renderRoutes({ routes: portalRoutes, path: PAGE, language });

describe('the access code', () => {
  it('is asked until non-empty, a wrong one shows the server message and is not kept, the right one opens the family', async () => {
    const ana = aClient({ name: 'Ana Rossi' });
    const bia = aClient({ name: 'Bia Rossi', birthDay: '2015-03-02' });
    servePortal({ persons: [linkOf(ana), linkOf(bia)], underages: [underageOf(ana, bia)] });
    openWith();

    const dialog = await screen.findByRole('dialog', { name: 'Access code' });
    expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(await within(dialog).findByText('Type the access code.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Access code' })).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Access code' }), 'WRONG-CODE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open' }));
    expect(
      await within(screen.getByRole('dialog', { name: 'Access code' })).findByText(
        'Protocol not found or access code invalid.',
      ),
    ).toBeInTheDocument();
    expect(stored()).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Access code' }), CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Família Rossi' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Access code' })).not.toBeInTheDocument(),
    );
    expect(stored()).toBe(CODE);
    // the underage under her responsible
    const minors = screen.getByRole('list', { name: 'Underage dependents of Ana Rossi' });
    expect(within(minors).getByText('Bia Rossi')).toBeInTheDocument();
    expect(within(minors).getByText('Born 03/02/2015')).toBeInTheDocument();
  });

  it('discards a saved code the server refuses and asks again with its message, in Portuguese', async () => {
    window.localStorage.setItem(accessCodeStorageKey(PROTOCOL_ID), 'OLD0-CODE-0000-0000');
    servePortal({});
    openWith('pt-BR');
    const dialog = await screen.findByRole('dialog', { name: 'Código de acesso' });
    expect(
      await within(dialog).findByText('Protocolo não encontrado ou código de acesso inválido.'),
    ).toBeInTheDocument();
    expect(stored()).toBeNull();
  });
});

describe('the family list', () => {
  beforeEach(() => window.localStorage.setItem(accessCodeStorageKey(PROTOCOL_ID), CODE));

  it('says when no one is registered, and finalize waits for a first person', async () => {
    servePortal({});
    openWith();
    expect(await screen.findByText('No one registered yet. Add the first person.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalize' })).toBeDisabled();
  });

  it('adds a person with the staff form rules and appends them to the list', async () => {
    let sent: Record<string, unknown> | undefined;
    servePortal({});
    server.use(
      http.post(`*/api/public/client/${PROTOCOL_ID}/${CODE}`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          { id: 'c'.repeat(24), client: aClient({ name: String(sent.name) }) },
          { status: 201 },
        );
      }),
    );
    openWith();
    await userEvent.click(await screen.findByRole('button', { name: 'Add person' }));
    expect(await screen.findByRole('heading', { name: 'Add person' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Form sections' });
    expect(within(menu).getByRole('link', { name: 'Process information' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Personal information' })).toBeInTheDocument();
    for (const card of ['Personal information', 'Relationship', 'Contact information', 'Address'])
      expect(screen.getByRole('region', { name: card })).toBeInTheDocument();

    // the contracts' rules: name required, CPF check digits, e-mail shape
    await userEvent.type(screen.getByLabelText('CPF'), '11111111111');
    await userEvent.type(screen.getByLabelText('Email'), 'no-at-sign');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field required')).toBeInTheDocument();
    expect(screen.getByText('Invalid CPF')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(sent).toBeUndefined();

    await userEvent.type(screen.getByLabelText(/^Name/), 'Luca Rossi');
    await userEvent.clear(screen.getByLabelText('CPF'));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'luca@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent?.name).toBe('Luca Rossi'));
    expect(sent).toMatchObject({ email: 'luca@example.com', responsible: null });
    expect(await screen.findByText('Luca Rossi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalize' })).toBeEnabled();
  });

  it('names every field of the person form for screen readers (axe, WCAG 2.2 AA, in jsdom: no contrast)', async () => {
    servePortal({});
    const view = openWith('pt-BR');
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar pessoa' }));
    await screen.findByRole('heading', { name: 'Adicionar pessoa' });
    // the family's words: none of the staff form's notes such as "(formulário público)"
    expect(screen.getByLabelText('Nome do pai')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome da mãe')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome do cônjuge')).toBeInTheDocument();
    expect(view.container).not.toHaveTextContent(/formulário público/i);
    const results = await axe.run(view.container, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
    });
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html.slice(0, 80)}`));
    expect(serious).toEqual([]);
  });

  it('adds an underage after choosing the responsible, nested under them', async () => {
    let sent: Record<string, unknown> | undefined;
    const ana = aClient({ name: 'Ana Rossi' });
    servePortal({ persons: [linkOf(ana)] });
    server.use(
      http.post(`*/api/public/client/${PROTOCOL_ID}/${CODE}`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        const minor = aClient({ name: String(sent.name) });
        return HttpResponse.json(
          {
            id: 'd'.repeat(24),
            client: minor,
            underage: { id: 'e'.repeat(24), client: ana, underAgeClient: minor },
          },
          { status: 201 },
        );
      }),
    );
    openWith();
    await userEvent.click(await screen.findByRole('button', { name: 'Add underage' }));
    const choose = await screen.findByRole('dialog', { name: 'Choose the responsible' });
    await userEvent.click(within(choose).getByLabelText('Ana Rossi'));
    await userEvent.click(within(choose).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Add underage' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Bia Rossi');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toMatchObject({ name: 'Bia Rossi', responsible: ana.id }));
    const minors = await screen.findByRole('list', { name: 'Underage dependents of Ana Rossi' });
    expect(within(minors).getByText('Bia Rossi')).toBeInTheDocument();
  });

  it('edits an underage under the responsible its link names (the person answered carries no link ids)', async () => {
    let sent: Record<string, unknown> | undefined;
    const ana = aClient({ name: 'Ana Rossi' });
    const bia = aClient({ name: 'Bia Rossi', birthDay: '2015-03-02' });
    servePortal({ persons: [linkOf(ana), linkOf(bia)], underages: [underageOf(ana, bia)] });
    server.use(
      http.post(`*/api/public/client/${PROTOCOL_ID}/${CODE}/${bia.id}`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ id: 'f'.repeat(24), client: { ...bia, name: String(sent.name) } });
      }),
    );
    openWith();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Bia Rossi' }));
    const name = await screen.findByLabelText(/^Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Beatriz Rossi');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toMatchObject({ name: 'Beatriz Rossi', responsible: ana.id }));
  });

  it('removes an underage through its link, after confirmation', async () => {
    let removed = '';
    const ana = aClient({ name: 'Ana Rossi' });
    const bia = aClient({ name: 'Bia Rossi' });
    const link = underageOf(ana, bia);
    servePortal({ persons: [linkOf(ana), linkOf(bia)], underages: [link] });
    server.use(
      http.delete(`*/api/public/client/${PROTOCOL_ID}/${CODE}/protocol-type-service/:id`, ({ params }) => {
        removed = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    openWith();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Bia Rossi' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(removed).toBe(link.id));
    await waitFor(() => expect(screen.queryByText('Bia Rossi')).not.toBeInTheDocument());
  });

  it('shows why the office refuses a removal', async () => {
    const ana = aClient({ name: 'Ana Rossi' });
    servePortal({ persons: [linkOf(ana)] });
    server.use(
      http.delete(`*/api/public/client/${PROTOCOL_ID}/${CODE}/:clientId`, () =>
        HttpResponse.json({ code: 'public.main-client', message: 'main' }, { status: 409 }),
      ),
    );
    openWith();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Ana Rossi' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The main client of the case cannot be removed.')).toBeInTheDocument();
    expect(screen.getByText('Ana Rossi')).toBeInTheDocument();
  });

  it('finalizes: the message, then the confirmation, then the notification, then the toast', async () => {
    let message: unknown;
    servePortal({ persons: [linkOf(aClient({ name: 'Ana Rossi' }))] });
    server.use(
      http.post(`*/api/public/client/${PROTOCOL_ID}/${CODE}/send-notification`, async ({ request }) => {
        message = ((await request.json()) as { message: unknown }).message;
        return HttpResponse.json({ id: 'n1' }, { status: 201 });
      }),
    );
    openWith();
    await userEvent.click(await screen.findByRole('button', { name: 'Finalize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message to the office' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Write a message.')).toBeInTheDocument();

    const editor = await within(dialog).findByRole('textbox', { name: 'Message' });
    editor.innerHTML = '<p>We are done</p>';
    await waitFor(() => expect(editor.textContent).toBe('We are done'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Send your information and message to the office now?'),
    ).toBeInTheDocument();
    expect(message).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Information sent to the office')).toBeInTheDocument();
    expect(String(message)).toContain('We are done');
  });

  it('keeps a closed case read-only', async () => {
    servePortal({ info: anInfo({ status: 'FINISHED' }), persons: [linkOf(aClient({ name: 'Ana Rossi' }))] });
    openWith();
    expect(await screen.findByText(/This case is closed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add person' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Ana Rossi' })).not.toBeInTheDocument();
  });
});

describe('choosing the responsible', () => {
  beforeEach(() => window.localStorage.setItem(accessCodeStorageKey(PROTOCOL_ID), CODE));

  it('refuses Continue without a choice on the choice itself, then opens the underage form for the one chosen', async () => {
    const ana = aClient({ name: 'Ana Rossi' });
    const caio = aClient({ name: 'Caio Rossi' });
    servePortal({ persons: [linkOf(ana), linkOf(caio)] });
    openWith();
    await userEvent.click(await screen.findByRole('button', { name: 'Add underage' }));
    const choose = await screen.findByRole('dialog', { name: 'Choose the responsible' });
    await userEvent.click(within(choose).getByRole('button', { name: 'Continue' }));
    expect(await within(choose).findByRole('alert')).toHaveTextContent('Choose the responsible.');
    await waitFor(() => expect(within(choose).getByLabelText('Ana Rossi')).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Add underage' })).not.toBeInTheDocument();

    await userEvent.click(within(choose).getByLabelText('Caio Rossi'));
    await userEvent.click(within(choose).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Add underage' })).toBeInTheDocument();
    // the form's responsible is the adult chosen
    expect(screen.getByRole('region', { name: 'Process information' })).toHaveTextContent('Caio Rossi');
    expect(screen.getByRole('region', { name: 'Process information' })).not.toHaveTextContent('Ana Rossi');
  });
});
