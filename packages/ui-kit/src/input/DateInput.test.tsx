import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithKit } from '../../test/renderWithKit';
import { updatePreferences } from '../preferences/preferencesStore';
import { DateInput } from './DateInput';

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="birth">Birth</label>
      <DateInput id="birth" name="birth" value={value} onValueChange={setValue} />
      <output data-testid="value">{value}</output>
      <button type="button">elsewhere</button>
    </>
  );
}

describe('date input', () => {
  it('shows a stored date with a four-digit year in the language order and reads a typed one', async () => {
    updatePreferences({ language: 'pt-BR' });
    const user = userEvent.setup();
    renderWithKit(<Field initial="1878-03-19" />);
    const input = screen.getByLabelText('Birth');
    expect(input).toHaveValue('19/03/1878');
    await user.clear(input);
    await user.type(input, '12101925');
    expect(input).toHaveValue('12/10/1925');
    expect(screen.getByTestId('value')).toHaveTextContent('1925-10-12');
  });

  it('opens a calendar over 1500 to current + 100, picks a day and closes on the pick', async () => {
    updatePreferences({ language: 'en-US' });
    const user = userEvent.setup();
    renderWithKit(<Field initial="1925-10-12" />);
    await user.click(screen.getByRole('button', { name: 'Open the calendar' }));
    const popup = await screen.findByRole('dialog', { name: 'Calendar' });
    const years = await within(popup).findByRole('combobox', { name: 'Choose a year' }, { timeout: 10000 }); // the calendar loads on first open
    const options = within(years).getAllByRole('option');
    expect(options[0]).toHaveTextContent('1500');
    expect(options[options.length - 1]).toHaveTextContent(String(new Date().getFullYear() + 100));
    // PrimeReact's day cell answers a click event (user-event's pointer sequence never reaches it in jsdom)
    fireEvent.click(within(popup).getByText('20'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('value')).toHaveTextContent('1925-10-20');
    expect(screen.getByLabelText('Birth')).toHaveValue('10/20/1925');
    expect(screen.getByLabelText('Birth')).toHaveFocus();
  });

  it('closes the calendar on Escape and on a click outside, without changing the value', async () => {
    updatePreferences({ language: 'en-US' });
    const user = userEvent.setup();
    renderWithKit(<Field initial="1925-10-12" />);
    const open = screen.getByRole('button', { name: 'Open the calendar' });
    await user.click(open);
    await screen.findByRole('dialog', { name: 'Calendar' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Birth')).toHaveFocus();
    await user.click(open);
    await screen.findByRole('dialog', { name: 'Calendar' });
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('1925-10-12');
  });
});
