import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Opens the PrimeReact dropdown labelled `label` inside `container` and picks the option named `option`. Under
 * jsdom the overlay keeps an inline `display: none` (it cannot measure itself), hence `hidden: true`.
 */
export async function chooseOption(container: HTMLElement, label: string, option: string | RegExp) {
  const input = within(container).getByLabelText(label);
  await userEvent.click(input.closest('.p-dropdown') as HTMLElement);
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}
