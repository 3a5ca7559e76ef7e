import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConfirm } from '../hooks';
import type { ConfirmOptions } from './ConfirmDialog';
import { renderWithKit } from '../../test/renderWithKit';
import { updatePreferences } from '../preferences/preferencesStore';

function Asker({ options }: { options?: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button onClick={async () => setAnswer(String(await confirm(options)))}>ask</button>
      <output data-testid="answer">{answer}</output>
    </>
  );
}

beforeEach(() => updatePreferences({ language: 'en-US' }));

describe('confirmation dialog', () => {
  it('shows the default message and resolves true on Yes', async () => {
    const user = userEvent.setup();
    renderWithKit(<Asker />);
    await user.click(screen.getByRole('button', { name: 'ask' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to proceed?');
    expect(dialog).toHaveStyle({ width: '400px', minHeight: '250px' });
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('true'));
  });

  it('resolves false on Cancel and shows a given title and message', async () => {
    const user = userEvent.setup();
    renderWithKit(<Asker options={{ title: 'Delete client', message: 'Delete Ana?' }} />);
    await user.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByText('Delete Ana?')).toBeInTheDocument();
    expect(screen.getByText('Delete client')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('false'));
  });

  it('grows with a long list of details instead of cutting it at 250 px', async () => {
    const user = userEvent.setup();
    const fields = ['Spouse', 'Wedding date', 'Wedding country', 'Wedding state', 'Wedding city', 'Registry'];
    const details = (
      <ul>
        {fields.map((field) => (
          <li key={field}>{field}</li>
        ))}
      </ul>
    );
    renderWithKit(
      <Asker options={{ message: 'The wedding details are incomplete. Save anyway?', details }} />,
    );
    await user.click(screen.getByRole('button', { name: 'ask' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(fields);
    // no fixed height: the dialog is as tall as what it says (spec 9's 250 px is the least)
    expect(dialog.style.height).toBe('');
    expect(dialog).toHaveStyle({ minHeight: '250px' });
  });

  it('resolves false on Escape when enabled', async () => {
    const user = userEvent.setup();
    renderWithKit(<Asker />);
    await user.click(screen.getByRole('button', { name: 'ask' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('false'));
  });

  it('ignores Escape when disabled', async () => {
    const user = userEvent.setup();
    renderWithKit(<Asker options={{ closeOnEscape: false }} />);
    await user.click(screen.getByRole('button', { name: 'ask' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('answer')).toHaveTextContent('none');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByTestId('answer')).toHaveTextContent('true'));
  });

  it('speaks Portuguese by default', async () => {
    updatePreferences({ language: 'pt-BR' });
    const user = userEvent.setup();
    renderWithKit(<Asker />);
    await user.click(screen.getByRole('button', { name: 'ask' }));
    expect(await screen.findByText('Tem certeza de que deseja prosseguir?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sim' })).toBeInTheDocument();
  });
});
