import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROTOCOL_CLOCK_API, type Deadline } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { PROTOCOL_ID } from '../../test/protocolFixtures';
import { DeadlinesCard } from './DeadlinesCard';

// "Add a deadline" is a kit form (docs/adr-form-kit.md): the contract's schema, the title corrected as a person
// corrects it, the fields emptied once added and the list read again.

it('adds a deadline with its title as corrected, then empties the date and title', async () => {
  const added: unknown[] = [];
  const listed: Deadline[] = [];
  server.use(
    http.get(`*${PROTOCOL_CLOCK_API.deadlinesRoute}`, () => HttpResponse.json(listed)),
    http.post(`*${PROTOCOL_CLOCK_API.deadlinesRoute}`, async ({ request }) => {
      added.push(await request.json());
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  renderWithProviders({
    path: '/',
    routes: [{ path: '/', element: <DeadlinesCard protocolId={PROTOCOL_ID} editable /> }],
  });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Add a deadline' });
  expect(within(form).getByRole('button', { name: 'Add' })).toBeDisabled();
  await user.type(within(form).getByLabelText('Date'), '03152030');
  const title = within(form).getByLabelText(/What it is/);
  await user.type(title, 'Consulate apointment');
  await user.keyboard('{Control>}a{/Control}{Delete}');
  await user.type(title, 'Consulate appointment');
  await user.click(within(form).getByRole('button', { name: 'Add' }));

  await waitFor(() =>
    expect(added).toEqual([{ date: '2030-03-15', title: 'Consulate appointment', kind: 'MANUAL' }]),
  );
  await waitFor(() => expect(title).toHaveValue(''));
  expect(within(form).getByLabelText('Date')).toHaveValue('');
});
