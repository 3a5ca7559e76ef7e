import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOG_ERROR_CODES, type FormTemplate } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';

const ID = 'f'.repeat(24);
const TEMPLATE: FormTemplate = {
  id: ID,
  name: 'Procuração',
  per: 'APPLICANT',
  fileName: 'procuracao.pdf',
  size: 1000,
  sha256: 'x',
  fields: [
    { name: 'nome', type: 'TEXT', mergeField: 'clientName' },
    { name: 'cidade', type: 'TEXT' },
    { name: 'finalidade', type: 'DROPDOWN', options: ['Cidadania italiana', 'Outra'] },
    { name: 'assinatura', type: 'SIGNATURE' },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** Opens the PrimeReact dropdown named `label` and picks `option` (jsdom keeps the overlay hidden). */
async function choose(label: string, option: string | RegExp) {
  const input = screen.getByLabelText(label);
  await userEvent.click(input.closest('.p-dropdown') as HTMLElement);
  // the overlay's item, not the hidden native <option> of another dropdown
  const items = await screen.findAllByRole('option', { name: option, hidden: true });
  await userEvent.click(items.find((item) => item.classList.contains('p-dropdown-item'))!);
}

describe('the form-template editor', () => {
  it('lists each field with its type and saves its mapping to merge fields and fixed texts', async () => {
    let sent: unknown;
    server.use(
      http.get(`*/api/form-template/${ID}`, () => HttpResponse.json(TEMPLATE)),
      http.put(`*/api/form-template/${ID}`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(TEMPLATE);
      }),
    );
    renderWithProviders({ path: `/form-template/${ID}`, level: 'ADMINISTRATOR' });
    expect(await screen.findByRole('heading', { name: 'Procuração' })).toBeInTheDocument();
    expect(screen.getByText(/Options: Cidadania italiana, Outra/)).toBeInTheDocument();
    expect(screen.getByText('a signature or button is never filled')).toBeInTheDocument();
    await choose('Source: cidade', 'Merge field');
    await choose('Merge field of cidade', 'Client city of birth');
    await choose('Source: finalidade', 'Fixed text');
    await userEvent.type(screen.getByLabelText('Fixed text of finalidade'), 'Cidadania italiana');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Form saved.')).toBeInTheDocument();
    expect(sent).toEqual({
      name: 'Procuração',
      per: 'APPLICANT',
      fields: [
        { name: 'nome', mergeField: 'clientName' },
        { name: 'cidade', mergeField: 'clientBirthCity' },
        { name: 'finalidade', text: 'Cidadania italiana' },
      ],
    });
  });

  it('sends the name as corrected (select all, delete, type again)', async () => {
    let sent: unknown;
    server.use(
      http.get(`*/api/form-template/${ID}`, () => HttpResponse.json(TEMPLATE)),
      http.put(`*/api/form-template/${ID}`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...TEMPLATE, name: 'Procuração consular' });
      }),
    );
    renderWithProviders({ path: `/form-template/${ID}`, level: 'ADMINISTRATOR' });
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.click(name);
    await userEvent.keyboard('{Control>}a{/Control}{Delete}');
    await userEvent.type(name, 'Procuração consular');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Form saved.')).toBeInTheDocument();
    expect(sent).toEqual(expect.objectContaining({ name: 'Procuração consular' }));
  });

  it('says clearly which mapping was refused', async () => {
    server.use(
      http.get(`*/api/form-template/${ID}`, () => HttpResponse.json(TEMPLATE)),
      http.put(`*/api/form-template/${ID}`, () =>
        HttpResponse.json(
          { code: CATALOG_ERROR_CODES.mergeFieldUnknown, message: 'x', details: { fields: ['clientName'] } },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders({ path: `/form-template/${ID}`, level: 'ADMINISTRATOR', language: 'pt-BR' });
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('clientName');
    expect(within(screen.getByText('nome').closest('li')!).getByText('nome')).toBeInTheDocument();
    expect(screen.getByText('nome').closest('li')).toHaveClass('ft-field-refused');
  });

  it('uploads a fillable PDF with its name and how it is filled, then opens its mapping', async () => {
    let fields: Record<string, string> = {};
    server.use(
      http.get('*/api/form-template', () => HttpResponse.json([])),
      http.post('*/api/form-template', async ({ request }) => {
        const form = await request.formData();
        fields = { name: String(form.get('name')), per: String(form.get('per')) };
        return HttpResponse.json(TEMPLATE, { status: 201 });
      }),
      http.get(`*/api/form-template/${ID}`, () => HttpResponse.json(TEMPLATE)),
    );
    renderWithProviders({ path: '/form-template/list', level: 'ADMINISTRATOR' });
    expect(await screen.findByText('No form yet. Upload a fillable PDF.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name'), 'Procuração');
    await choose('Filled', 'Once per protocol');
    const pdf = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'procuracao.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(screen.getByLabelText('Fillable PDF'), pdf);
    await userEvent.click(screen.getByRole('button', { name: 'Upload a form' }));
    expect(await screen.findByRole('heading', { name: 'Procuração' })).toBeInTheDocument();
    expect(fields).toEqual({ name: 'Procuração', per: 'PROTOCOL' });
  });
});
