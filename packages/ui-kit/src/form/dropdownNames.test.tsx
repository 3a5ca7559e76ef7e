import { render } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import axe from 'axe-core';
import { SelectField } from './SelectField';
import { VariantMaskField } from './VariantMaskField';

function Host() {
  const form = useForm({ defaultValues: { rg: '', state: null } });
  return (
    <FormProvider {...form}>
      <VariantMaskField
        name="rg"
        label="RG"
        variantLabel="Formato do RG"
        masks={{ SP: '99.999.999-9', OTHER: '' }}
        variantNames={{ SP: 'Padrão SP', OTHER: 'Outro' }}
        detect={(): 'SP' | 'OTHER' => 'SP'}
      />
      <SelectField name="state" label="Estado" options={[{ label: 'Minas Gerais', value: 'MG' }]} />
    </FormProvider>
  );
}

it('names every control of the dropdown fields (axe label and select-name)', async () => {
  const { container } = render(<Host />);
  const result = await axe.run(container, { runOnly: ['label', 'select-name'] });
  expect(result.violations.map((violation) => violation.nodes.map((node) => node.html))).toEqual([]);
  expect(container.querySelector('#client-rg-format')?.getAttribute('aria-label')).toBe('Formato do RG');
});
