import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CountryListItem } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aClient } from '../../test/fixtures';

const countries: CountryListItem[] = [
  {
    id: 'BRASIL',
    iso2: 'BR',
    name: 'Brazilian',
    masculine: 'brasileiro',
    feminine: 'brasileira',
    country: 'Brazil',
  },
  {
    id: 'ITALIA',
    iso2: 'IT',
    name: 'Italian',
    masculine: 'italiano',
    feminine: 'italiana',
    country: 'Italy',
  },
];

function answerCountries() {
  server.use(http.get('*/api/country', () => HttpResponse.json(countries)));
}

describe('client form', () => {
  beforeEach(answerCountries);

  it('shows the required-field and invalid-email messages and sends nothing', async () => {
    const posts: unknown[] = [];
    server.use(http.post('*/api/client', async ({ request }) => void posts.push(await request.json())));
    const user = userEvent.setup();
    renderWithProviders({ path: '/client' });
    await user.type(screen.getByLabelText('Email'), 'ana.example.com');
    await user.click(screen.getByRole('button', { name: 'Save client' }));
    expect(await screen.findByText('Field required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Validation failed: 2 fields to fix')).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it('asks to confirm a duplicate name and sends again with confirmDuplicateName', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('*/api/client', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (!body.confirmDuplicateName) {
          return HttpResponse.json(
            {
              code: 'client.duplicate-name',
              message: 'duplicate',
              details: { duplicates: [{ id: 'e'.repeat(24), name: 'Maria da Silva' }] },
            },
            { status: 409 },
          );
        }
        return HttpResponse.json(aClient({ id: 'c'.repeat(24), name: body.name as string }));
      }),
      http.get('*/api/client/:id', ({ params }) =>
        HttpResponse.json(aClient({ id: params.id as string, name: 'Maria da Silva' })),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders({ path: '/client' });
    await user.type(screen.getByLabelText(/^Name/), 'Maria da Silva');
    await user.type(screen.getByLabelText('Birth date'), '09031987');
    await user.click(screen.getByRole('button', { name: 'Save client' }));
    expect(
      await screen.findByText('There is already a client with this name. Save anyway?'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Maria da Silva' })).toHaveAttribute(
      'href',
      `/client/${'e'.repeat(24)}`,
    );
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/client/${'c'.repeat(24)}`));
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toMatchObject({ name: 'Maria da Silva', birthDay: '1987-09-03' });
    expect(bodies[0].confirmDuplicateName).toBeUndefined();
    expect(bodies[1]).toMatchObject({ name: 'Maria da Silva', confirmDuplicateName: true });
  });

  it('explains a refused delete in the person language', async () => {
    const id = 'd'.repeat(24);
    server.use(
      http.get(`*/api/client/${id}`, () => HttpResponse.json(aClient({ id, name: 'João Pereira' }))),
      http.delete(`*/api/client/${id}`, () =>
        HttpResponse.json(
          {
            code: 'client.has-protocol',
            message: 'There is some protocol for this client',
            details: { count: 2 },
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderWithProviders({ path: `/client/${id}`, language: 'pt-BR' });
    await user.click(await screen.findByRole('button', { name: 'Excluir cliente' }));
    // a delete cannot be undone: the focus starts on Cancel
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    await user.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Existe algum protocolo para este cliente')).toBeInTheDocument();
    expect(screen.getByText('2 protocolos')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/client/${id}`);
  });

  it('reopens an RG in another format with its format and edits it without changing its characters', async () => {
    const id = 'a'.repeat(24);
    server.use(
      http.get(`*/api/client/${id}`, () =>
        HttpResponse.json(aClient({ id, name: 'Rita Gomes', rg: 'MG-4.567.890' })),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders({ path: `/client/${id}` });
    // the format shown is "Other", and the input is no longer held by the SP mask
    await waitFor(() => expect(screen.getAllByText('Other (as typed)').length).toBeGreaterThan(0), {
      timeout: 5000, // the client loads after the form mounts: slow on a busy machine
    });
    const rg = screen.getByLabelText('RG');
    expect(rg).toHaveValue('MG-4.567.890');
    expect(rg).toHaveAttribute('maxlength', '20');
    await user.type(rg, '1');
    expect(rg).toHaveValue('MG-4.567.8901');
    await user.type(rg, '{Backspace}');
    expect(rg).toHaveValue('MG-4.567.890');
  });

  it('applies the CPF, date, zip code, RG and phone masks', async () => {
    const user = userEvent.setup();
    renderWithProviders({ path: '/client' });
    const cpf = screen.getByLabelText('CPF');
    await user.type(cpf, '52998224725');
    expect(cpf).toHaveValue('529.982.247-25');
    const birth = screen.getByLabelText('Birth date');
    await user.type(birth, '03091987');
    expect(birth).toHaveValue('03/09/1987');
    const rg = screen.getByLabelText('RG');
    await user.type(rg, '12345678X');
    expect(rg).toHaveValue('12.345.678-X');
    const phone = screen.getByLabelText('Phone');
    await user.type(phone, '1134567890');
    expect(phone).toHaveValue('(11) 3456-7890');
    const cell = screen.getByLabelText('Cell phone');
    await user.type(cell, '11987654321');
    expect(cell).toHaveValue('(11) 98765-4321');
  });

  it('takes an international phone in its own grouping', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('*/api/client', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json(aClient({ id: 'd'.repeat(24), name: body.name as string }));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders({ path: '/client' });
    await user.type(screen.getByLabelText(/^Name/), 'Giulia Rossi');
    const phone = screen.getByLabelText('Phone');
    await user.type(phone, '1134567890');
    await user.click(screen.getByRole('button', { name: 'Phone format' }));
    // the panel is still in its opening transition (display: none) in jsdom
    await user.click(await screen.findByRole('option', { name: 'International', hidden: true }));
    // the Brazilian number gains its country code
    expect(screen.getByLabelText('Phone')).toHaveValue('+55 11 3456 7890');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '+390437123456');
    expect(screen.getByLabelText('Phone')).toHaveValue('+39 0437 123456');
    await user.click(screen.getByRole('button', { name: 'Save client' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    // the service keeps it in E.164 (+390437123456): contracts' client schema
    expect(bodies[0]).toMatchObject({ phoneNumber: '+39 0437 123456' });
  });

  it('reopens an international phone with its format and grouping', async () => {
    const id = 'b'.repeat(24);
    server.use(
      http.get(`*/api/client/${id}`, () =>
        HttpResponse.json(aClient({ id, name: 'John Smith', cellPhoneNumber: '+12125550123' })),
      ),
    );
    renderWithProviders({ path: `/client/${id}` });
    await waitFor(() => expect(screen.getByLabelText('Cell phone')).toHaveValue('+1 212 555 0123'), {
      timeout: 5000,
    });
    const format = () => screen.getByRole('button', { name: 'Cell phone format' }).closest('.p-dropdown');
    await waitFor(() => expect(format()).toHaveTextContent('International'));
  });

  it('picks a country and a state by the start of a word of their shown names', async () => {
    let answered = false;
    server.use(
      http.get('*/api/country', () => {
        answered = true;
        return HttpResponse.json(countries);
      }),
    );
    const user = userEvent.setup();
    renderWithProviders({ path: '/client' });
    const country = screen.getByLabelText('Birth country');
    const shown = (input: HTMLElement) => input.closest('.p-dropdown');
    await waitFor(() => expect(answered).toBe(true));
    country.focus();
    await user.keyboard('ita');
    await waitFor(() => expect(shown(country)).toHaveTextContent('Italy'));
    await new Promise((resolve) => setTimeout(resolve, 600)); // a new search after the pause
    await user.keyboard('bra');
    await waitFor(() => expect(shown(screen.getByLabelText('Birth country'))).toHaveTextContent('Brazil'));
    const state = await screen.findByLabelText('Birth state');
    state.focus();
    await user.keyboard('paulo');
    await waitFor(() => expect(shown(state)).toHaveTextContent('São Paulo (SP)'));
  });

  it('loads a client into the form with its links and masks, in one request', async () => {
    const id = 'e'.repeat(24);
    const father = 'f'.repeat(24);
    const spouse = 'd'.repeat(24);
    const reads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && /\/api\/client\/[a-f0-9]{24}$/.test(request.url))
        reads.push(request.url);
    });
    server.use(
      http.get(`*/api/client/${id}`, () =>
        HttpResponse.json(
          aClient({
            id,
            name: 'Ana Araújo',
            birthDay: '1990-12-31',
            cpf: '52998224725',
            father,
            spouse,
            maritalStatus: 'MARRIED',
            linkedClients: {
              father: { id: father, name: 'Antônio Araújo' },
              spouse: { id: spouse, name: 'Bruno Lima' },
            },
            address: {
              country: 'BRASIL',
              state: 'SP',
              city: 'Campinas',
              zipCode: '13010-000',
              street: 'Rua A',
            },
          }),
        ),
      ),
    );
    renderWithProviders({ path: `/client/${id}` });
    expect(await screen.findByRole('heading', { name: 'Client: Ana Araújo' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Birth date')).toHaveValue('12/31/1990'));
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
    expect(screen.getByLabelText('Father')).toHaveValue('Antônio Araújo');
    expect(screen.getByLabelText('Spouse')).toHaveValue('Bruno Lima');
    server.events.removeAllListeners('request:start');
    expect(reads).toEqual([expect.stringContaining(`/api/client/${id}`)]);
    expect(screen.getByLabelText('Zip code')).toHaveValue('13010-000');
    expect(screen.getByLabelText('City')).toHaveValue('Campinas');
  });

  it('shows a company only the fields a company has, and saves none of the others', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('*/api/client', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json(aClient({ id: 'c'.repeat(24), name: body.name as string }));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders({ path: '/client' });
    const personOnly = [
      'Gender',
      'Marital status',
      'Birth date',
      'Death date',
      'Wedding date',
      'Father',
      'Mother',
    ];
    for (const label of personOnly) expect(screen.getByLabelText(label)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Açoriana Traduções Ltda');
    await user.type(screen.getByLabelText('Birth date'), '09031987');

    const type = screen.getByLabelText('Type of person');
    type.focus();
    await user.keyboard('comp');
    await waitFor(() => expect(type.closest('.p-dropdown')).toHaveTextContent('Company'));
    for (const label of personOnly) expect(screen.queryByLabelText(label)).not.toBeInTheDocument();
    expect(screen.getByLabelText('CNPJ')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save client' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: 'Açoriana Traduções Ltda', typeOfPerson: 'COMPANY' });
    expect(bodies[0].birthDay ?? null).toBeNull();
  });

  it('changes the labels when the language changes', async () => {
    const { switchLanguage } = renderWithProviders({ path: '/client' });
    expect(screen.getByRole('heading', { name: 'New client' })).toBeInTheDocument();
    expect(screen.getByLabelText('Birth date')).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    switchLanguage('pt-BR');
    expect(await screen.findByRole('heading', { name: 'Novo cliente' })).toBeInTheDocument();
    expect(screen.getByLabelText('Data de nascimento')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(screen.getByRole('button', { name: 'Salvar cliente' })).toBeInTheDocument();
  });

  it('has the General and Protocols tabs, the latter explaining it is empty', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders({ path: '/client' });
    await user.click(screen.getByRole('tab', { name: 'Protocols' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client/new/protocols'));
    expect(screen.getByText('No protocols yet')).toBeVisible();
  });
});
