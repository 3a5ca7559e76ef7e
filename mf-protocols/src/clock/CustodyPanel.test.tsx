import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CERTIFICATE_CLOCK_API } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aCertificate } from '../../test/checklistFixtures';
import { chooseOption } from '../../test/chooseOption';
import { CustodyPanel } from './CustodyPanel';

// "Record a move" is a kit form (docs/adr-form-kit.md) with a field that depends on another: a courier's tracking
// number, which the contract asks for.

it("asks a courier's tracking number on its field, then records the move with the note as corrected", async () => {
  const certificate = aCertificate('p1');
  const sent: unknown[] = [];
  server.use(
    http.post(`*${CERTIFICATE_CLOCK_API.custodyRoute}`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({
        ...certificate,
        custody: [
          {
            id: 'm1',
            place: 'COURIER',
            at: '2026-03-02T12:00:00.000Z',
            note: 'To the consulate',
            trackingNumber: 'BR123',
            by: { id: 'u1', name: 'Test User' },
          },
        ],
      });
    }),
  );
  renderWithProviders({
    path: '/',
    routes: [{ path: '/', element: <CustodyPanel certificate={certificate} editable /> }],
  });
  const user = userEvent.setup();
  const panel = await screen.findByRole('region', { name: 'Where the original is' });
  expect(within(panel).queryByLabelText(/Tracking number/)).not.toBeInTheDocument();
  await chooseOption(panel, 'Place', /courier/i);
  const tracking = await within(panel).findByLabelText(/Tracking number/);
  await user.click(within(panel).getByRole('button', { name: 'Record' }));
  await waitFor(() =>
    expect(tracking).toHaveAccessibleDescription('A courier move needs its tracking number.'),
  );
  expect(sent).toEqual([]);

  await user.type(tracking, 'BR123');
  const note = within(panel).getByLabelText('Note');
  await user.type(note, 'To the consulat');
  await user.keyboard('{Control>}a{/Control}{Delete}');
  await user.type(note, 'To the consulate');
  await user.click(within(panel).getByRole('button', { name: 'Record' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toEqual(
    expect.objectContaining({ place: 'COURIER', trackingNumber: 'BR123', note: 'To the consulate' }),
  );
  expect(await within(panel).findByText('Tracking number: BR123')).toBeInTheDocument();
  expect(note).toHaveValue('');
});
