import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSULAR_POST_API } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { chooseOption } from '../../test/chooseOption';
import { NewPostForm } from './NewPostForm';

// "New post" on the consular queue is a kit form (docs/adr-form-kit.md): the name corrected as a person corrects
// it is what is sent, and the name empties once added.

it('adds a post with its name as corrected and its kind, then empties the name', async () => {
  const sent: unknown[] = [];
  server.use(
    http.post(`*${CONSULAR_POST_API.collection}`, async ({ request }) => {
      const body = (await request.json()) as { name: string; kind: string };
      sent.push(body);
      return HttpResponse.json({ id: 'p'.repeat(24), ...body }, { status: 201 });
    }),
  );
  const onAdded = jest.fn();
  renderWithProviders({ path: '/', routes: [{ path: '/', element: <NewPostForm onAdded={onAdded} /> }] });
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'New post' });
  const name = within(form).getByLabelText('Name');
  await user.type(name, 'Consolado em Curitba');
  await user.keyboard('{Control>}a{/Control}{Delete}');
  await user.type(name, 'Comune di Belluno');
  await chooseOption(form, 'Kind', 'Comune');
  await user.click(within(form).getByRole('button', { name: 'Add post' }));
  await waitFor(() => expect(onAdded).toHaveBeenCalled());
  expect(sent).toEqual([{ name: 'Comune di Belluno', kind: 'COMUNE' }]);
  expect(name).toHaveValue('');
});
