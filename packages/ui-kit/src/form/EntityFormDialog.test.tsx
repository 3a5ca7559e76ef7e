import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { renderRoutes } from '../../test/renderRoutes';
import { EntityFormDialog, ListField, TextField, useEntityForm } from '.';

const schema = z.object({
  name: z.string().min(1),
  variants: z.array(z.object({ spelling: z.string().min(3) })).min(1),
});
type Values = z.infer<typeof schema>;
const GIVEN: Values = { name: 'Bellini', variants: [{ spelling: 'Belini' }] };
const NAME = { name: '' };

function Page({ save }: { save: (values: Values) => Promise<Values> }) {
  const [open, setOpen] = useState(false);
  const form = useEntityForm<Values, Values>({
    empty: GIVEN,
    schema,
    save,
    open,
    lists: ['variants'],
    idPrefix: 'surname',
    successMessage: false,
    invalidToast: false,
    onSaved: () => setOpen(false),
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit the surname
      </button>
      <EntityFormDialog form={form} header="Surname" onHide={() => setOpen(false)}>
        <TextField name="name" label="Surname" />
        <ListField
          name="variants"
          legend="Spellings"
          addLabel="Add a spelling"
          newRow={() => ({ spelling: '' })}
          reorder
          rowLabel={(_, index) => `spelling ${index + 1}`}
          renderRow={(_, index) => (
            <TextField name={`variants.${index}.spelling`} label={`Spelling ${index + 1}`} />
          )}
        />
      </EntityFormDialog>
    </>
  );
}

const renderPage = (save = jest.fn((values: Values) => Promise.resolve(values))) => {
  renderRoutes({ path: '/', routes: [{ path: '/', element: <Page save={save} /> }] });
  return save;
};

describe('EntityFormDialog', () => {
  it('opens with the values given and the focus on its first field; closing with changes asks; reopening starts again', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the surname' }));
    const dialog = await screen.findByRole('dialog', { name: 'Surname' });
    await waitFor(() => expect(within(dialog).getByLabelText('Surname')).toHaveFocus());
    expect(within(dialog).getByLabelText('Spelling 1')).toHaveValue('Belini');

    await user.type(within(dialog).getByLabelText('Surname'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByText('There are unsaved changes. Close and lose them?');
    await user.click(
      within(question.closest('[role="alertdialog"], [role="dialog"]') as HTMLElement).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(within(dialog).getByLabelText('Surname')).toHaveValue('Bellinix');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByText('There are unsaved changes. Close and lose them?');
    await user.click(
      within(again.closest('[role="alertdialog"], [role="dialog"]') as HTMLElement).getByRole('button', {
        name: 'Yes',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Surname' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit the surname' }));
    const reopened = await screen.findByRole('dialog', { name: 'Surname' });
    expect(within(reopened).getByLabelText('Surname')).toHaveValue('Bellini');
  });

  it("a row's refusal on that row's field, the focus on it, corrected by select all, delete and typing again", async () => {
    const save = renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the surname' }));
    const dialog = await screen.findByRole('dialog', { name: 'Surname' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a spelling' }));
    await user.type(within(dialog).getByLabelText('Spelling 2'), 'Bl');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const second = within(dialog).getByLabelText('Spelling 2');
    await waitFor(() => expect(second).toHaveAccessibleDescription('At least 3 characters'));
    expect(within(dialog).getByLabelText('Spelling 1')).not.toHaveAccessibleDescription();
    await waitFor(() => expect(second).toHaveFocus());
    expect(save).not.toHaveBeenCalled();

    await user.keyboard('{Control>}a{/Control}{Delete}');
    await user.type(second, 'Bellino');
    await user.click(within(dialog).getByRole('button', { name: 'Move spelling 2 up' }));
    expect(within(dialog).getByLabelText('Spelling 1')).toHaveValue('Bellino');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        name: 'Bellini',
        variants: [{ spelling: 'Bellino' }, { spelling: 'Belini' }],
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Surname' })).not.toBeInTheDocument());
  });

  it('an emptied list says so on the list', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the surname' }));
    const dialog = await screen.findByRole('dialog', { name: 'Surname' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove spelling 1' }));
    expect(within(dialog).queryByLabelText('Spelling 1')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('group', { name: 'Spellings' })).toHaveAccessibleDescription(/./);
  });

  it('shows what the sent form answered in the same dialog, with its own footer, and goes back to the values sent', async () => {
    const nameOnly = z.object({ name: z.string().min(1) });
    function Report() {
      const [open, setOpen] = useState(true);
      const [answer, setAnswer] = useState<string | null>(null);
      const form = useEntityForm<{ name: string }, string>({
        empty: NAME,
        schema: nameOnly,
        save: async (values) => `Made ${values.name}.pdf`,
        onSaved: setAnswer,
        open,
        idPrefix: 'report',
        successMessage: false,
      });
      const result = answer
        ? {
            body: <p>{answer}</p>,
            footer: (
              <button type="button" onClick={() => setAnswer(null)}>
                Again
              </button>
            ),
          }
        : null;
      return (
        <EntityFormDialog form={form} header="Report" onHide={() => setOpen(false)} result={result}>
          <TextField name="name" label="Name" />
        </EntityFormDialog>
      );
    }
    renderRoutes({ path: '/', routes: [{ path: '/', element: <Report /> }] });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Report' });
    await user.type(within(dialog).getByLabelText('Name'), 'Rossi{Enter}');
    expect(await within(dialog).findByText('Made Rossi.pdf')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Name')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Again' }));
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Rossi');
  });
});
