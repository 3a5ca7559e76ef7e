import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOG_ERROR_CODES, type Letter } from '@linhagem/contracts';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { aTypeService, aUser, pageOf } from '../../test/fixtures';

const aLetter = (overrides: Partial<Letter> = {}): Letter => ({
  id: 'c'.repeat(24),
  name: 'Boas-vindas',
  text: '<p>Olá</p>',
  active: true,
  ...overrides,
});

describe('deactivate and delete', () => {
  it('refuses to delete a type service in use, asking first with the focus on Cancel, and says who uses it', async () => {
    const service = aTypeService({ name: 'Certidão de nascimento' });
    let deletes = 0;
    server.use(
      http.get('*/api/type-service/:id', () => HttpResponse.json(service)),
      http.delete('*/api/type-service/:id', () => {
        deletes += 1;
        return HttpResponse.json(
          {
            code: CATALOG_ERROR_CODES.typeServiceInUse,
            message: 'This type service is used by a protocol or a quick protocol; deactivate it instead',
            details: { protocols: 3, quickProtocols: [{ id: 'q'.repeat(24), name: 'Família italiana' }] },
          },
          { status: 409 },
        );
      }),
    );
    const view = renderWithProviders({ path: `/type-service/${service.id}`, language: 'pt-BR' });
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir Certidão de nascimento' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Excluir Certidão de nascimento? Não é possível desfazer.'),
    ).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus());
    // Enter on the focused Cancel keeps the record
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Excluir Certidão de nascimento' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(
      await screen.findByText(
        'Este tipo de serviço é usado por protocolos, orçamentos ou protocolos rápidos',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Usado por 3 protocolos ou orçamentos. Modelos de protocolo rápido: Família italiana. Desative-o em vez disso.',
      ),
    ).toBeInTheDocument();
    expect(deletes).toBe(1);
    expect(view.router.state.location.pathname).toBe(`/type-service/${service.id}`);
  });

  it('deactivates a letter from its form, which stays open and inactive without unsaved changes', async () => {
    const letter = aLetter();
    server.use(
      http.get('*/api/letter/:id', () => HttpResponse.json(letter)),
      http.post('*/api/letter/:id/deactivate', () => HttpResponse.json({ ...letter, active: false })),
      http.post('*/api/letter/pagination', () => HttpResponse.json(pageOf([], 0, 1))),
    );
    const view = renderWithProviders({ path: `/letter/${letter.id}`, language: 'en-US' });
    expect(await screen.findByLabelText('Active')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Boas-vindas' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Boas-vindas was deactivated.')).toBeInTheDocument();
    expect(screen.getByLabelText('Active')).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Deactivate Boas-vindas' })).not.toBeInTheDocument();
    // nothing left unsaved: Back leaves without asking
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/letter/list'));
  });

  it('deletes a letter from its form and returns to the list', async () => {
    const letter = aLetter();
    let deleted = '';
    server.use(
      http.get('*/api/letter/:id', () => HttpResponse.json(letter)),
      http.delete('*/api/letter/:id', ({ params }) => {
        deleted = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
      http.post('*/api/letter/pagination', () => HttpResponse.json(pageOf([], 0, 1))),
    );
    const view = renderWithProviders({ path: `/letter/${letter.id}`, language: 'en-US' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Boas-vindas' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/letter/list'));
    expect(deleted).toBe(letter.id);
    expect(await screen.findByText('Boas-vindas was deleted.')).toBeInTheDocument();
  });

  it('deactivates a user from the list, which loads again; users offer no delete', async () => {
    let bruno = aUser({ name: 'Bruno Lima' });
    const deactivated: string[] = [];
    server.use(
      http.post('*/api/user/pagination', () => HttpResponse.json(pageOf([bruno], 1, 1))),
      http.post('*/api/user/:id/deactivate', ({ params }) => {
        deactivated.push(String(params.id));
        bruno = { ...bruno, active: false };
        return HttpResponse.json(bruno);
      }),
    );
    const view = renderWithProviders({ path: '/user/list', language: 'pt-BR' });
    const row = (await screen.findByRole('link', { name: 'Bruno Lima' })).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Excluir Bruno Lima' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Desativar Bruno Lima' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sim' }));
    expect(await screen.findByText('Bruno Lima foi desativado.')).toBeInTheDocument();
    expect(deactivated).toEqual([bruno.id]);
    // the reloaded row is inactive, so it offers no deactivation, and the click never opened the form
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Desativar Bruno Lima' })).not.toBeInTheDocument(),
    );
    expect(
      within(screen.getByRole('link', { name: 'Bruno Lima' }).closest('tr')!).getByText('Não'),
    ).toBeVisible();
    expect(view.router.state.location.pathname).toBe('/user/list');
  });
});
