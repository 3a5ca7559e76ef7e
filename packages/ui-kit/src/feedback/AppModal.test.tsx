import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AutoComplete } from 'primereact/autocomplete';
import { Dropdown } from 'primereact/dropdown';
import { updatePreferences } from '../preferences/preferencesStore';
import { renderWithKit } from '../../test/renderWithKit';
import { AppModal } from './AppModal';

beforeEach(() => updatePreferences({ language: 'en-US' }));

const countries = ['Brazil', 'Italy', 'Portugal'];

function ModalWithOverlays() {
  const [visible, setVisible] = useState(true);
  const [route, setRoute] = useState<string | null>(null);
  const [country, setCountry] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [suggestions, setSuggestions] = useState<string[]>([]);
  return (
    <AppModal visible={visible} onHide={() => setVisible(false)} header="Family tree">
      <label htmlFor="route">Route</label>
      <Dropdown inputId="route" value={route} options={countries} onChange={(e) => setRoute(e.value)} />
      <label htmlFor="country">Country</label>
      <Dropdown
        inputId="country"
        value={country}
        options={countries}
        onChange={(e) => setCountry(e.value)}
        filter
      />
      <label htmlFor="person">Person</label>
      <AutoComplete
        inputId="person"
        value={name}
        suggestions={suggestions}
        completeMethod={({ query }) => setSuggestions(countries.filter((c) => c.startsWith(query)))}
        onChange={(e) => setName(e.value)}
        delay={0}
      />
    </AppModal>
  );
}

const listbox = () => screen.queryByRole('listbox', { hidden: true });

describe('app modal', () => {
  it('closes only the open dropdown or autocomplete on Escape, and itself on the next one', async () => {
    const user = userEvent.setup();
    renderWithKit(<ModalWithOverlays />);
    const dialog = await screen.findByRole('dialog', { name: 'Family tree' });

    await user.click(screen.getByLabelText('Route').closest('.p-dropdown') as HTMLElement);
    expect(await screen.findByRole('listbox', { hidden: true })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(listbox()).not.toBeInTheDocument());
    expect(dialog).toBeInTheDocument();

    // a filtered dropdown: the key comes from the filter box, in the panel portalled out of the dialog
    await user.click(screen.getByLabelText('Country').closest('.p-dropdown') as HTMLElement);
    expect(await screen.findByRole('listbox', { hidden: true })).toBeInTheDocument();
    await user.keyboard('ita');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(listbox()).not.toBeInTheDocument());
    expect(dialog).toBeInTheDocument();

    const person = screen.getByLabelText('Person');
    await user.type(person, 'P');
    expect(await screen.findByRole('option', { name: 'Portugal', hidden: true })).toBeInTheDocument();
    // PrimeReact's AutoComplete reads the legacy `which`, which user-event's key events leave at 0 in jsdom
    fireEvent.keyDown(person, { key: 'Escape', code: 'Escape', keyCode: 27, which: 27 });
    await waitFor(() => expect(listbox()).not.toBeInTheDocument());
    expect(dialog).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
