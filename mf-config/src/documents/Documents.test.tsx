import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOG_ERROR_CODES, type TextFragment } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aTypeService, pageOf } from '../../test/fixtures';

const fragment = (overrides: Partial<TextFragment> = {}): TextFragment => ({
  id: 'e'.repeat(24),
  name: 'Saudação',
  code: 'SAUDACAO',
  group: 'Abertura',
  content: '<p>Prezados,</p>',
  active: true,
  ...overrides,
});

/** Quill's editable area, once PrimeReact has loaded it. */
const editorOf = (name: string) => screen.findByRole('textbox', { name });

describe('letter form', () => {
  it('inserts a merge field and a fragment by group at the caret and saves the text', async () => {
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post('*/api/text-fragment/pagination', () => HttpResponse.json(pageOf([fragment()], 1, 1))),
      http.post('*/api/letter', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...sent, id: 'd'.repeat(24) }, { status: 201 });
      }),
      http.get('*/api/letter/:id', () =>
        HttpResponse.json({ id: 'd'.repeat(24), name: 'Boas-vindas', text: '', active: true }),
      ),
    );
    const view = renderWithProviders({ path: '/letter', language: 'pt-BR' });
    await userEvent.type(await screen.findByLabelText('Nome'), 'Boas-vindas');
    expect(await editorOf('Texto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Negrito' })).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Inserir campo').closest('.p-dropdown')!);
    await userEvent.click(await screen.findByRole('option', { name: 'Nome do cliente', hidden: true }));
    await waitFor(() =>
      expect(within(screen.getByRole('textbox', { name: 'Texto' })).getByText(/\{\{clientName\}\}/)),
    );

    await userEvent.click(screen.getByLabelText('Inserir fragmento').closest('.p-dropdown')!);
    await userEvent.click(await screen.findByRole('option', { name: 'Saudação (SAUDACAO)', hidden: true }));
    expect(screen.getByText('Abertura')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(sent?.name).toBe('Boas-vindas'));
    expect(String(sent?.text)).toContain('{{clientName}}');
    expect(String(sent?.text)).toContain('{{fragment:SAUDACAO}}');
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/letter/${'d'.repeat(24)}`));
  });
});

describe('insert field menu', () => {
  it('groups the catalogue, filters by words or key, inserts by keyboard and names a refused field', async () => {
    server.use(
      http.post('*/api/text-fragment', () =>
        HttpResponse.json(
          {
            code: CATALOG_ERROR_CODES.mergeFieldUnknown,
            message: 'unknown',
            details: { field: 'content', fields: ['nomeDoCliente', 'validade'] },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders({ path: '/text-fragment', language: 'pt-BR' });
    await userEvent.type(await screen.findByLabelText('Nome'), 'Prazo');
    await userEvent.type(screen.getByLabelText('Código'), 'PRAZO');
    const editor = await editorOf('Conteúdo');

    await userEvent.click(screen.getByLabelText('Inserir campo').closest('.p-dropdown')!);
    expect(await screen.findByText('Escritório')).toBeInTheDocument();
    expect(screen.getByText('Cliente principal')).toBeInTheDocument();
    expect(screen.getByText('Totais e validade')).toBeInTheDocument();
    // typing in the search box filters, ↓ and Enter insert (a browser focuses it on opening; jsdom runs no transition)
    await userEvent.type(screen.getByPlaceholderText('Buscar um campo'), 'cnpj');
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: /Nome do cliente/, hidden: true })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('option', { name: /CNPJ do escritório/, hidden: true })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(within(editor).getByText(/\{\{officeCnpj\}\}/)).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(/campos de mesclagem que não existem: nomeDoCliente, validade/),
    ).toBeInTheDocument();
  });
});

describe('text fragment', () => {
  it('lists fragments with code and group, and says when none exists', async () => {
    server.use(
      http.post('*/api/text-fragment/pagination', () => HttpResponse.json(pageOf([fragment()], 1, 1))),
    );
    renderWithProviders({ path: '/text-fragment/list' });
    const row = (await screen.findByRole('link', { name: 'Saudação' })).closest('tr')!;
    expect(within(row).getByText('SAUDACAO')).toBeInTheDocument();
    expect(within(row).getByText('Abertura')).toBeInTheDocument();
  });

  it('names a duplicate code in words', async () => {
    server.use(
      http.post('*/api/text-fragment', () =>
        HttpResponse.json(
          { code: CATALOG_ERROR_CODES.duplicateFragmentCode, message: 'dup', details: { code: 'SAUDACAO' } },
          { status: 409 },
        ),
      ),
    );
    renderWithProviders({ path: '/text-fragment' });
    await userEvent.type(await screen.findByLabelText('Name'), 'Outra');
    await userEvent.type(screen.getByLabelText('Code'), 'SAUDACAO');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another text fragment already has this code')).toBeInTheDocument();
  });

  it('refuses a code with spaces before calling the server', async () => {
    renderWithProviders({ path: '/text-fragment' });
    await userEvent.type(await screen.findByLabelText('Name'), 'Outra');
    await userEvent.type(screen.getByLabelText('Code'), 'tem espaço');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
  });
});

describe('quick protocol template', () => {
  it('saves the chosen type services by id', async () => {
    const search = aTypeService({ name: 'Busca' });
    const translation = aTypeService({ name: 'Tradução' });
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post('*/api/type-service/pagination', () =>
        HttpResponse.json(pageOf([search, translation], 2, 1)),
      ),
      http.post('*/api/quick-protocol-create', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...sent, id: 'f'.repeat(24) }, { status: 201 });
      }),
      http.get('*/api/quick-protocol-create/:id', () =>
        HttpResponse.json({
          id: 'f'.repeat(24),
          name: 'Família',
          typeServices: [translation.id],
          active: true,
        }),
      ),
    );
    renderWithProviders({ path: '/quick-protocol-create' });
    await userEvent.type(await screen.findByLabelText('Name'), 'Família');
    await userEvent.click(screen.getByLabelText('Type services').closest('.p-multiselect')!);
    await userEvent.click(await screen.findByRole('option', { name: 'Tradução', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual({ name: 'Família', typeServices: [translation.id], active: true }),
    );
  });
});
