import '../../test/setupServer';
import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffNotification } from '@linhagem/contracts';
import { ANA, server, signedInAs } from '../../test/server';
import { renderApp } from '../../test/renderApp';

jest.mock('../remotes/remoteLoader', () => ({
  loadRemoteModule: jest.fn(async () => ({ default: () => <p>remote</p> })),
}));

const message = (id: string, code: string, read = false, mine = true): StaffNotification => ({
  id,
  protocolId: `p-${id}`,
  protocolCode: code,
  protocolGroupName: 'Rossi',
  message: '<p>We are <strong>done</strong></p>',
  read,
  mine,
  createdAt: '2026-11-20T14:30:00.000Z',
});

/**
 * The protocols service's notification calls over a list the test can read back: `?scope=all` lists every
 * message, else the caller's own; the unread count is always the caller's.
 */
function notificationsApi(initial: StaffNotification[]) {
  const list = [...initial];
  const scopes: (string | null)[] = [];
  const answer = (all = false) => ({
    unread: list.filter((n) => n.mine && !n.read).length,
    notifications: list.filter((n) => all || n.mine),
  });
  server.use(
    http.get('*/api/notification', ({ request }) => {
      const scope = new URL(request.url).searchParams.get('scope');
      scopes.push(scope);
      return HttpResponse.json(answer(scope === 'all'));
    }),
    http.post('*/api/notification/read-all', () => {
      list.forEach((n) => (n.read = true));
      return HttpResponse.json(answer());
    }),
    http.post('*/api/notification/:id/read', ({ params }) => {
      const found = list.find((n) => n.id === params.id)!;
      found.read = true;
      return HttpResponse.json(found);
    }),
  );
  return Object.assign(list, { scopes });
}

const ADMIN = { ...ANA, id: 'u9', name: 'Olga Admin', userName: 'olga', typeUser: 'ADMINISTRATOR' as const };

describe("the families' messages in the top bar", () => {
  it('shows the unread count, lists the messages and opens the protocol, marking it read', async () => {
    signedInAs(ANA);
    const list = notificationsApi([message('a', '2026/0007'), message('b', '2026/0003', true)]);
    renderApp('/dashboard');
    const bell = await screen.findByRole('button', { name: 'Notificações: 1 não lida' }, { timeout: 5000 });
    expect(within(bell).getByText('1')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Mensagens das famílias' });
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    expect(within(panel).getAllByText('We are done')).toHaveLength(2);
    await user.click(within(panel).getByRole('button', { name: /2026\/0007 · Rossi/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/protocol/p-a'));
    await waitFor(() => expect(list[0].read).toBe(true));
    expect(await screen.findByRole('button', { name: 'Notificações' })).toBeInTheDocument();
  });

  it('marks one or all read, closes on Escape and says when there is nothing', async () => {
    signedInAs(ANA);
    const list = notificationsApi([message('a', '2026/0007'), message('c', '2026/0009')]);
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Notificações: 2 não lidas' }, { timeout: 5000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Marcar a mensagem de 2026/0009 como lida' }));
    await screen.findByRole('button', { name: 'Notificações: 1 não lida' });
    expect(list[1].read).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    await screen.findByRole('button', { name: 'Notificações' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Mensagens das famílias' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notificações' })).toHaveFocus();

    list.splice(0);
    await user.click(screen.getByRole('button', { name: 'Notificações' }));
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByText('Nenhuma mensagem das famílias ainda.')).toBeInTheDocument();
  });

  it('lets an administrator switch between their messages and every one, marking read only their own', async () => {
    signedInAs(ADMIN);
    const list = notificationsApi([message('a', '2026/0007'), message('d', '2026/0011', false, false)]);
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Notificações: 1 não lida' }, { timeout: 5000 }),
    );
    const panel = screen.getByRole('region', { name: 'Mensagens das famílias' });
    const scope = within(panel).getByRole('group', { name: 'De quem são as mensagens' });
    expect(within(scope).getByRole('button', { name: 'Minhas' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(scope).getByRole('button', { name: 'Todas' }));
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(2));
    expect(list.scopes.at(-1)).toBe('all');
    expect(within(scope).getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');
    const theirs = within(panel).getByText('Um colega é o responsável').closest('li')!;
    expect(within(theirs).queryByRole('button', { name: /como lida/ })).not.toBeInTheDocument();
    // the count stays the administrator's own
    expect(screen.getByRole('button', { name: 'Notificações: 1 não lida' })).toBeInTheDocument();
    await user.click(within(theirs).getByRole('button', { name: /2026\/0011 · Rossi/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/protocol/p-d'));
    expect(list[1].read).toBe(false);
  });

  it('offers no "mine / all" switch below the administrator level', async () => {
    signedInAs(ANA);
    const list = notificationsApi([message('a', '2026/0007')]);
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Notificações: 1 não lida' }, { timeout: 5000 }),
    );
    expect(screen.queryByRole('group', { name: 'De quem são as mensagens' })).not.toBeInTheDocument();
    expect(list.scopes.every((scope) => scope === null)).toBe(true);
  });

  it('words a failed daily backup in the reader’s language and opens system configuration', async () => {
    signedInAs(ADMIN);
    const list = notificationsApi([
      {
        ...message('bk', ''),
        protocolId: '',
        protocolGroupName: '',
        message: '<p>fallback</p>',
        backupFailure: { at: '2026-11-27T05:00:00.000Z', reason: 'disco cheio' },
      },
    ]);
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Notificações: 1 não lida' }, { timeout: 5000 }),
    );
    const panel = screen.getByRole('region', { name: 'Mensagens das famílias' });
    expect(within(panel).getByText(/O backup de .+ não foi feito: disco cheio\./)).toBeInTheDocument();
    expect(within(panel).queryByText('fallback')).not.toBeInTheDocument();
    expect(
      within(panel).getByRole('button', { name: 'Marcar o aviso de backup com falha como lido' }),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: /O backup diário falhou/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/system-configuration'));
    await waitFor(() => expect(list[0].read).toBe(true));
  });
});
