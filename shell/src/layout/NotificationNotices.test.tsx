import '../../test/setupServer';
import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_API, type StaffNotification } from '@linhagem/contracts';
import { PREFERENCES_KEY, reloadPreferences } from '@linhagem/ui-kit';
import { ANA, server, signedInAs } from '../../test/server';
import { renderApp } from '../../test/renderApp';

jest.mock('../remotes/remoteLoader', () => ({
  loadRemoteModule: jest.fn(async () => ({ default: () => <p>remote</p> })),
}));

const notice = (id: string, extra: Partial<StaffNotification>): StaffNotification => ({
  id,
  protocolId: `p-${id}`,
  protocolCode: '2026/0042',
  protocolGroupName: 'Rossi',
  message: '<p>texto guardado</p>',
  read: false,
  mine: true,
  createdAt: '2026-11-20T14:30:00.000Z',
  ...extra,
});

const NOTICES: StaffNotification[] = [
  notice('d', {
    message: '<p>2026/0042: 7 days to 2026-12-06: Consulate appointment</p>',
    notice: { code: 'deadline', params: { days: 7, date: '2026-12-06', title: 'Consulate appointment' } },
  }),
  notice('s', {
    message: '<p>Ana recusou-se a assinar contrato.pdf: endereço errado</p>',
    notice: {
      code: 'signatureDeclined',
      params: { file: 'contrato.pdf', signer: 'Ana Rossi', reason: 'endereço errado' },
    },
  }),
  // stored before notices had a code: read as it was written
  notice('old', { message: '<p>2026/0042: 30 days to 2027-01-05: Passport</p>' }),
];

async function openBell(language: 'pt-BR' | 'en-US', bellName: string) {
  localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ language }));
  reloadPreferences();
  signedInAs(ANA);
  server.use(
    http.get(`*${NOTIFICATION_API.list}`, () => HttpResponse.json({ unread: 3, notifications: NOTICES })),
  );
  renderApp('/dashboard');
  await userEvent.setup().click(await screen.findByRole('button', { name: bellName }, { timeout: 5000 }));
}

describe("the office's notices in the bell", () => {
  it('read in English for an English reader, whatever language they were stored in', async () => {
    await openBell('en-US', 'Notifications: 3 unread');
    const bell = await screen.findByRole('region', { name: /families/i });
    expect(within(bell).getByText('7 days to 12/06/2026: Consulate appointment')).toBeInTheDocument();
    expect(
      within(bell).getByText('Ana Rossi declined to sign contrato.pdf: endereço errado'),
    ).toBeInTheDocument();
    expect(within(bell).getByText('2026/0042: 30 days to 2027-01-05: Passport')).toBeInTheDocument();
  });

  it('read in Portuguese for a Portuguese reader', async () => {
    await openBell('pt-BR', 'Notificações: 3 não lidas');
    const bell = await screen.findByRole('region', { name: 'Mensagens das famílias' });
    expect(within(bell).getByText('7 dias até 06/12/2026: Consulate appointment')).toBeInTheDocument();
    expect(
      within(bell).getByText('Ana Rossi recusou-se a assinar contrato.pdf: endereço errado'),
    ).toBeInTheDocument();
  });
});
