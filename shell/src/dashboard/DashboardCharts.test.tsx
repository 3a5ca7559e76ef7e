import '../../test/setupServer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ANA, dashboardChart, server, signedInAs } from '../../test/server';
import { renderApp } from '../../test/renderApp';
import { periodOfChoice } from './dashboardPeriods';

// jsdom has no canvas: the tables behind the charts carry the same figures
jest.mock('primereact/chart', () => ({ Chart: () => null }));
jest.mock('../remotes/remoteLoader', () => ({
  loadRemoteModule: jest.fn(async () => ({ default: () => <p>remote</p> })),
}));

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent?.replace(/\s/g, ' '));

describe('the dashboard charts', () => {
  beforeEach(() => server.use(http.get('*/api/deadline/upcoming', () => HttpResponse.json([]))));

  it('shows each chart with its table, money by language, for the picked period', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/dashboard/:chart', ({ params, request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(`${String(params.chart)} ${query.get('from')} ${query.get('to')}`);
        return HttpResponse.json(dashboardChart(String(params.chart), query));
      }),
    );
    signedInAs(ANA);
    renderApp('/dashboard');
    const finance = await screen.findByRole(
      'table',
      { name: 'Números do gráfico: Faturado, recebido e devolvido' },
      { timeout: 5000 },
    );
    expect(cells(finance)[1]).toContain('R$ 12.345,67');
    expect(cells(screen.getByRole('table', { name: 'Números do gráfico: Processos por etapa' }))[1]).toBe(
      'Tradução412.5',
    );
    expect(
      screen.getByRole('table', { name: 'Números do gráfico: Originais fora do escritório' }),
    ).toHaveTextContent('Com o tradutor juramentado');
    // a NORMAL user does not compare colleagues
    expect(screen.queryByRole('heading', { name: 'Processos por colaborador' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Últimos 3 meses' }));
    // the chosen period says it is pressed, the others that they are not
    expect(screen.getByRole('button', { name: 'Últimos 3 meses' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Este mês' })).toHaveAttribute('aria-pressed', 'false');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const { from } = periodOfChoice('3', today);
    await waitFor(() => expect(asked).toContain(`finance ${from} ${today}`));

    await user.click(await screen.findByRole('button', { name: /^Preferências do usuário/ }));
    await user.click(screen.getByRole('radio', { name: 'English' }));
    const inEnglish = await screen.findByRole('table', {
      name: 'Figures of the chart: Billed, received and refunded',
    });
    expect(cells(inEnglish)[1]).toContain('$12,345.67');
  });

  it('shows administrators the cases per staff member', async () => {
    signedInAs({ ...ANA, typeUser: 'ADMINISTRATOR' });
    renderApp('/dashboard');
    const staff = await screen.findByRole(
      'table',
      { name: 'Números do gráfico: Processos por colaborador' },
      { timeout: 5000 },
    );
    expect(cells(staff)[1]).toBe('Ana Souza52');
  });
});

describe('the periods of the picker', () => {
  it('starts on the first day of the earliest month, across a year', () => {
    expect(periodOfChoice('month', '2026-03-17')).toEqual({ from: '2026-03-01', to: '2026-03-17' });
    expect(periodOfChoice('3', '2026-02-10')).toEqual({ from: '2025-12-01', to: '2026-02-10' });
    expect(periodOfChoice('12', '2026-02-10')).toEqual({ from: '2025-03-01', to: '2026-02-10' });
    expect(periodOfChoice('year', '2026-02-10')).toEqual({ from: '2026-01-01', to: '2026-02-10' });
  });
});
