import { useCallback } from 'react';
import { InputNumber } from 'primereact/inputnumber';
import { budgetServicesProtocolSchema, type BudgetServicesProtocol } from '@linhagem/contracts';
import { useFormat, useTranslation } from '@linhagem/ui-kit';
import { useConfigApi } from '../api/useConfigApi';
import { RichTextEditor } from '../richText/RichTextEditor';
import { Field, FormPage } from '../shared/FormPage';
import { onNumber } from '../shared/numberInput';
import { TypeServicePicker } from '../shared/TypeServicePicker';
import { useEntityForm } from '../shared/useEntityForm';

const EMPTY: BudgetServicesProtocol = budgetServicesProtocolSchema.parse({});

/** /budget-services-protocol: the office's defaults for a new budget (spec 2, section "Budget Services Protocol"). */
export function BudgetServicesProtocolForm() {
  const { t } = useTranslation('config');
  const { language } = useFormat();
  const api = useConfigApi();
  const load = useCallback(() => api.budgetServicesProtocol.get(), [api]);
  const form = useEntityForm<BudgetServicesProtocol, BudgetServicesProtocol>({
    empty: EMPTY,
    load,
    schema: budgetServicesProtocolSchema,
    save: (values) => api.budgetServicesProtocol.save(values),
    fromSaved: (saved) => saved,
    basePath: '/budget-services-protocol',
  });
  const { values, set, errors } = form;

  return (
    <FormPage title={t('budget.title')} backPath="/system-configuration" form={form}>
      <Field id="budget-typeServices" label={t('budget.fields.typeServices')} error={errors.typeServices}>
        <TypeServicePicker
          id="budget-typeServices"
          value={values.typeServices}
          onChange={(ids) => set('typeServices', ids)}
          invalid={Boolean(errors.typeServices)}
        />
      </Field>
      <div className="cf-grid">
        <Field id="budget-validityDays" label={t('budget.fields.validityDays')} error={errors.validityDays}>
          <InputNumber
            inputId="budget-validityDays"
            value={values.validityDays}
            {...onNumber((value) => set('validityDays', value))}
            min={1}
            max={365}
            useGrouping={false}
            suffix={` ${t('budget.days')}`}
            invalid={Boolean(errors.validityDays)}
          />
        </Field>
        <Field id="budget-taxRate" label={t('budget.fields.taxRate')} error={errors.taxRate}>
          <InputNumber
            inputId="budget-taxRate"
            value={values.taxRate}
            {...onNumber((value) => set('taxRate', value))}
            locale={language}
            minFractionDigits={0}
            maxFractionDigits={2}
            min={0}
            max={100}
            suffix=" %"
            invalid={Boolean(errors.taxRate)}
          />
        </Field>
      </div>
      <Field id="budget-headerText" label={t('budget.fields.headerText')} error={errors.headerText}>
        <RichTextEditor
          id="budget-headerText"
          label={t('budget.fields.headerText')}
          value={values.headerText}
          onChange={(html) => set('headerText', html)}
        />
      </Field>
      <Field id="budget-footerText" label={t('budget.fields.footerText')} error={errors.footerText}>
        <RichTextEditor
          id="budget-footerText"
          label={t('budget.fields.footerText')}
          value={values.footerText}
          onChange={(html) => set('footerText', html)}
        />
      </Field>
    </FormPage>
  );
}

export default BudgetServicesProtocolForm;
