import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToast } from '../hooks';
import { renderWithKit } from '../../test/renderWithKit';
import { updatePreferences } from '../preferences/preferencesStore';

function Saver() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.error('Validation failed: 2 fields to fix')}>save</button>
      <button onClick={() => toast.error('Another message')}>other</button>
    </>
  );
}

describe('toasts', () => {
  it('shows one toast per message while it is on screen, and different messages side by side', async () => {
    updatePreferences({ language: 'en-US' });
    const user = userEvent.setup();
    renderWithKit(<Saver />);
    const save = screen.getByRole('button', { name: 'save' });
    await user.click(save);
    await user.click(save);
    await user.click(save);
    expect(await screen.findByText('Validation failed: 2 fields to fix')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'other' }));
    expect(await screen.findByText('Another message')).toBeInTheDocument();
    expect(screen.getAllByText('Validation failed: 2 fields to fix')).toHaveLength(1);
  });
});
