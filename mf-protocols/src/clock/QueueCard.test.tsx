import { http, HttpResponse } from 'msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CONSULAR_POST_API,
  PROTOCOL_CLOCK_API,
  type ConsularPost,
  type QueueEntry,
} from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PROTOCOL_ID } from '../../test/protocolFixtures';
import { QueueCard } from './QueueCard';

// The case's place in a queue is a kit form (docs/adr-form-kit.md) inline in its card, checked by the queue entry's
// contract: a year outside the call lists is said on its field before anything is sent.

const POST: ConsularPost = {
  id: 'a'.repeat(24),
  name: 'Consulado de São Paulo',
  kind: 'CONSULATE',
  active: true,
};

it('edits the place: the year checked on its field, then sent as a number and shown', async () => {
  const sent: unknown[] = [];
  server.use(
    http.get(`*${PROTOCOL_CLOCK_API.queueRoute}`, () => new HttpResponse(null, { status: 204 })),
    http.get(`*${CONSULAR_POST_API.collection}`, () => HttpResponse.json([POST])),
    http.post(`*${PROTOCOL_CLOCK_API.queueRoute}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      const saved: QueueEntry = {
        protocolId: PROTOCOL_ID,
        protocolCode: '2026/0007',
        protocolName: 'Família Rossi',
        post: { id: POST.id, name: POST.name, kind: POST.kind },
        bookingReference: (body.bookingReference as string) ?? null,
        callListYear: (body.callListYear as number) ?? null,
        appointmentDate: null,
        whatToBring: null,
        updatedAt: '2026-01-01T00:00:00.000Z',
      };
      return HttpResponse.json(saved);
    }),
  );
  renderWithProviders({
    path: '/',
    routes: [{ path: '/', element: <QueueCard protocolId={PROTOCOL_ID} editable /> }],
  });
  const user = userEvent.setup();
  expect(await screen.findByText('This case is in no queue.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  expect(screen.getByRole('button', { name: 'Save queue' })).toBeDisabled();
  await user.click(screen.getByLabelText('Post (consulate or comune)').closest('.p-dropdown') as HTMLElement);
  await user.click(await screen.findByRole('option', { name: POST.name, hidden: true }));
  await user.type(screen.getByLabelText('Queue number or booking reference'), 'SP-123');
  const year = screen.getByLabelText('Call-list year');
  await user.type(year, '1890');
  await user.click(screen.getByRole('button', { name: 'Save queue' }));
  await waitFor(() => expect(year).toHaveAccessibleDescription(/./));
  expect(sent).toEqual([]);

  await user.click(year);
  await user.keyboard('{Control>}a{/Control}{Delete}');
  await user.type(year, '2024');
  await user.click(screen.getByRole('button', { name: 'Save queue' }));
  await waitFor(() =>
    expect(sent).toEqual([
      {
        post: POST.id,
        bookingReference: 'SP-123',
        callListYear: 2024,
        appointmentDate: '',
        whatToBring: '',
      },
    ]),
  );
  expect(await screen.findByText('SP-123')).toBeInTheDocument();
  expect(screen.getByText('2024')).toBeInTheDocument();
});
