import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ERROR_CODES } from '@linhagem/contracts';
import { renderRoutes } from '../../test/renderRoutes';
import { EntityFormFields, TextField, useEntityForm } from '.';

const schema = z.object({ name: z.string().min(1), email: z.string(), phones: z.array(z.string().min(3)) });
type Values = z.infer<typeof schema>;
const EMPTY: Values = { name: '', email: '', phones: [] };

function Form({ save }: { save: (values: Values) => Promise<Values> }) {
  const form = useEntityForm<Values, Values>({ empty: EMPTY, schema, save, idPrefix: 'person' });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <EntityFormFields form={form}>
        <TextField name="name" label="Name" />
        <TextField name="email" label="Email" />
        <button type="button" onClick={() => form.set('phones', ['1'])}>
          Add a short phone
        </button>
        {form.errors.phones ? <p>phones: {form.errors.phones}</p> : null}
        <button type="submit">Save</button>
      </EntityFormFields>
    </form>
  );
}

describe('useEntityForm', () => {
  it("checks the schema before saving, an item's error on its list, each message in words", async () => {
    const save = jest.fn((values: Values) => Promise.resolve(values));
    renderRoutes({ path: '/', routes: [{ path: '/', element: <Form save={save} /> }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Add a short phone' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Check the 2 highlighted fields')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('id', 'person-name');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Field required');
    expect(screen.getByText('phones: At least 3 characters')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the language changes: the form is not started again', async () => {
    const { switchLanguage } = renderRoutes({
      path: '/',
      routes: [{ path: '/', element: <Form save={(values) => Promise.resolve(values)} /> }],
    });
    await userEvent.type(await screen.findByLabelText('Name'), 'Ana');
    switchLanguage('pt-BR');
    expect(screen.getByLabelText('Name')).toHaveValue('Ana');
  });

  it("puts the server's refusal of a field on that field", async () => {
    const save = jest.fn(() =>
      Promise.reject({
        status: 400,
        code: ERROR_CODES.validation,
        message: 'invalid',
        details: [{ path: 'email', message: 'forms.email-invalid' }],
      }),
    );
    renderRoutes({ path: '/', routes: [{ path: '/', element: <Form save={save} /> }] });
    await userEvent.type(await screen.findByLabelText('Name'), 'Ana');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email'));
    expect(save).toHaveBeenCalledWith({ name: 'Ana', email: '', phones: [] });
  });
});
