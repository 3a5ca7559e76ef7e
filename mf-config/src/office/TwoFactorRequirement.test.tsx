import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_SECURITY_API } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';

beforeEach(() => {
  server.use(
    http.get('*/api/configuration/office', () =>
      HttpResponse.json({ name: 'Linhagem', phones: [], email: '', address: '' }),
    ),
    http.get('*/api/configuration/last-backup', () => HttpResponse.json({ last: null })),
  );
});

it('switches the requirement of a second factor on, by keyboard', async () => {
  const sent: unknown[] = [];
  server.use(
    http.post(`*${USER_SECURITY_API.settings}`, async ({ request }) => {
      const body = (await request.json()) as { requireTwoFactor: boolean };
      sent.push(body);
      return HttpResponse.json(body);
    }),
  );
  renderWithProviders({ path: '/system-configuration' });
  const toggle = await screen.findByRole('switch', { name: 'Require a second factor of all staff' });
  await waitFor(() => expect(toggle).toBeEnabled());
  expect(toggle).not.toBeChecked();
  // one control: the box PrimeReact draws around the switch is not a second checkbox (axe's nested-interactive)
  expect(toggle.closest('.p-inputswitch')).not.toHaveAttribute('role');
  toggle.focus();
  await userEvent.setup().keyboard(' ');
  await waitFor(() => expect(toggle).toBeChecked());
  expect(sent).toEqual([{ requireTwoFactor: true }]);
});

it('says why an administrator without a second factor of their own cannot switch it on', async () => {
  server.use(
    http.post(`*${USER_SECURITY_API.settings}`, () =>
      HttpResponse.json({ code: 'two-factor.setup-required', message: 'no' }, { status: 409 }),
    ),
  );
  renderWithProviders({ path: '/system-configuration' });
  const toggle = await screen.findByRole('switch', { name: 'Require a second factor of all staff' });
  await waitFor(() => expect(toggle).toBeEnabled());
  await userEvent.setup().click(toggle);
  expect(
    await screen.findByText('Set up your own second factor in "My account" before requiring one of everyone'),
  ).toBeInTheDocument();
  expect(toggle).not.toBeChecked();
});
