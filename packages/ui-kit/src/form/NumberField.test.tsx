import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { renderWithKit } from '../../test/renderWithKit';
import { NumberField } from './NumberField';

function DaysForm() {
  const methods = useForm<{ days: number }>({ defaultValues: { days: 30 } });
  return (
    <FormProvider {...methods}>
      <NumberField name="days" label="Days" min={1} max={365} useGrouping={false} />
    </FormProvider>
  );
}

describe('a whole-number field', () => {
  it('moves the caret with Home and End instead of setting the minimum or the maximum', async () => {
    const user = userEvent.setup();
    renderWithKit(<DaysForm />);
    const input = screen.getByLabelText('Days') as HTMLInputElement;
    await user.click(input);
    await user.keyboard('{Home}');
    expect(input).toHaveValue('30');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 0]);
    await user.keyboard('{End}');
    expect(input).toHaveValue('30');
    expect([input.selectionStart, input.selectionEnd]).toEqual([2, 2]);
    await user.keyboard('{Shift>}{Home}{/Shift}');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 2]);
  });
});
