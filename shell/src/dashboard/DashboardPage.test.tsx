import '../../test/setupServer';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ANA, server, signedInAs } from '../../test/server';
import { renderApp } from '../../test/renderApp';

// jsdom has no canvas: the charts' tables are what these tests read (DashboardCharts.test.tsx)
jest.mock('primereact/chart', () => ({ Chart: () => null }));
jest.mock('../remotes/remoteLoader', () => ({
  loadRemoteModule: jest.fn(async () => ({ default: () => <p>remote</p> })),
}));

const figure = (group: string, label: string) => {
  const section = screen.getByRole('region', { name: group });
  return within(section).getByText(label).nextElementSibling?.textContent?.replace(/\s/g, ' ');
};

describe('dashboard figures', () => {
  it("shows the user's and the office's figures, money in BRL or USD by language", async () => {
    signedInAs(ANA);
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Seus processos' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(figure('Seus processos', 'Protocolos sob minha responsabilidade')).toBe('5');
    expect(figure('Seus processos', 'Orçamentos abertos sob minha responsabilidade')).toBe('2');
    expect(figure('Seus processos', 'Recebido neste mês')).toBe('R$ 500,00');
    expect(figure('Seus processos', 'Orçamentos convertidos neste mês')).toBe('1');
    expect(figure('O escritório', 'Protocolos ativos')).toBe('42');
    expect(figure('O escritório', 'Orçamentos abertos')).toBe('7');
    expect(figure('O escritório', 'Recebido neste mês')).toBe('R$ 12.345,67');
    expect(figure('O escritório', 'Orçamentos convertidos neste mês')).toBe('3');
    expect(figure('Seus processos', 'Certidões vencidas ou vencendo em 30 dias')).toBe('4');
    expect(figure('O escritório', 'Certidões vencidas ou vencendo em 30 dias')).toBe('9');
    // the office's number opens the work queue on what is expiring; the user's is text
    const queueLink = screen.getByRole('link', {
      name: 'Certidões vencidas ou vencendo em 30 dias: 9. Ver a lista',
    });
    expect(queueLink).toHaveAttribute('href', '/certificate/list?expiringSoon=true');
    expect(
      within(screen.getByRole('region', { name: 'Seus processos' })).queryByRole('link', {
        name: /Ver a lista/,
      }),
    ).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Preferências do usuário/ }));
    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'The office' })).toBeInTheDocument();
    expect(figure('The office', 'Received this month')).toBe('$12,345.67');
    expect(figure('Your cases', 'Protocols in my charge')).toBe('5');
    expect(figure('The office', 'Certificates expired or expiring within 30 days')).toBe('9');
    expect(
      screen.getByRole('link', { name: 'Certificates expired or expiring within 30 days: 9. See the list' }),
    ).toBeInTheDocument();
  });

  it('says so when the figures cannot be read, and keeps the shortcuts', async () => {
    signedInAs(ANA);
    server.use(
      http.get('*/api/protocol/dashboard', () =>
        HttpResponse.json({ code: 'BAD_GATEWAY', message: 'down' }, { status: 502 }),
      ),
    );
    renderApp('/dashboard');
    expect(
      await screen.findByText('Não foi possível ler os números agora.', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Atalhos' })).toBeInTheDocument();
  });
});

describe('finishing the setup of the office', () => {
  type Office = { contact: object; logo: string | null; services: number; users: number };
  /** The four answers the card reads; `calls` records which were asked. */
  function officeIs({ contact, logo, services, users }: Office) {
    const calls: string[] = [];
    const page = (total: number) => ({ content: [], totalElements: total, totalPages: 1, page: 1, size: 1 });
    server.use(
      http.get('*/api/configuration/office', () => {
        calls.push('office');
        return HttpResponse.json({ name: '', phones: [], email: '', address: '', ...contact });
      }),
      http.get('*/api/configuration/login-page', () => {
        calls.push('login-page');
        return HttpResponse.json({ logo, backgroundImage: null, backgroundColor: null });
      }),
      http.post('*/api/type-service/pagination', () => {
        calls.push('type-service');
        return HttpResponse.json(page(services));
      }),
      http.post('*/api/user/pagination', () => {
        calls.push('user');
        return HttpResponse.json(page(users));
      }),
    );
    return calls;
  }
  const ADMIN = { ...ANA, typeUser: 'ADMINISTRATOR' as const };

  it('lists to an administrator each step not done, linking to its page', async () => {
    signedInAs(ADMIN);
    officeIs({ contact: { name: 'Escritório Rossi' }, logo: null, services: 0, users: 1 });
    renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Termine de configurar o escritório' });
    const links = within(card).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [expect.stringMatching(/^Preencha os contatos do escritório/), '/system-configuration'],
      [expect.stringMatching(/^Envie o logo do escritório/), '/login-page-configuration'],
      [expect.stringMatching(/^Cadastre os serviços/), '/type-service/list'],
      [expect.stringMatching(/^Adicione o primeiro usuário/), '/user/list'],
    ]);
  });

  it('keeps only what is left, and goes away when everything is done', async () => {
    signedInAs(ADMIN);
    officeIs({
      contact: { name: 'Escritório Rossi', phones: ['11 4000-1234'] },
      logo: null,
      services: 3,
      users: 2,
    });
    const first = renderApp('/dashboard');
    const card = await screen.findByRole('region', { name: 'Termine de configurar o escritório' });
    expect(
      within(card)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/login-page-configuration']);
    first.unmount();

    const calls = officeIs({
      contact: { name: 'Escritório Rossi', email: 'contato@rossi.example' },
      logo: '/api/configuration/files/aaaaaaaaaaaaaaaaaaaaaaaa',
      services: 3,
      users: 2,
    });
    renderApp('/dashboard');
    await waitFor(() => expect(calls).toHaveLength(4));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50))); // the four answers are read
    expect(
      screen.queryByRole('region', { name: 'Termine de configurar o escritório' }),
    ).not.toBeInTheDocument();
  });

  it('is not shown to other levels, who are not asked for it', async () => {
    signedInAs(ANA);
    const calls = officeIs({ contact: {}, logo: null, services: 0, users: 1 });
    renderApp('/dashboard');
    await screen.findByRole('region', { name: 'O escritório' }, { timeout: 5000 });
    expect(
      screen.queryByRole('region', { name: 'Termine de configurar o escritório' }),
    ).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
