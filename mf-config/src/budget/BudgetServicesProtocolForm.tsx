import { useCallback, useMemo } from 'react';
import { budgetServicesProtocolSchema, type BudgetServicesProtocol, staffPath } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { NumberField, PercentField, SelectField, useEntityForm } from '@linhagem/ui-kit/form/core';
import { useFragmentChoices } from '../api/useCatalogChoices';
import { useConfigApi } from '../api/useConfigApi';
import { RichTextField } from '../richText/RichTextField';
import { FormPage } from '../shared/FormPage';
import { TypeServicePicker } from '../shared/TypeServicePicker';

const EMPTY: BudgetServicesProtocol = budgetServicesProtocolSchema.parse({});

/** /budget-services-protocol: the office's defaults for a new budget (spec 2, section "Budget Services Protocol"). */
export function BudgetServicesProtocolForm() {
  const { t } = useTranslation('config');
  const api = useConfigApi();
  const load = useCallback(() => api.budgetServicesProtocol.get(), [api]);
  const form = useEntityForm<BudgetServicesProtocol, BudgetServicesProtocol>({
    empty: EMPTY,
    load,
    schema: budgetServicesProtocolSchema,
    save: (values) => api.budgetServicesProtocol.save(values),
    fromSaved: (saved) => saved,
    basePath: staffPath('budgetServicesProtocol'),
    idPrefix: 'budget',
  });
  const fragments = useFragmentChoices();
  const fragmentOptions = useMemo(
    () =>
      fragments.items.map((fragment) => ({
        label: `${fragment.name} (${fragment.code})`,
        value: fragment.code,
      })),
    [fragments.items],
  );

  return (
    <FormPage title={t('budget.title')} backPath={staffPath('systemConfiguration')} form={form}>
      <TypeServicePicker name="typeServices" label={t('budget.fields.typeServices')} />
      <div className="cf-grid">
        <NumberField
          name="validityDays"
          label={t('budget.fields.validityDays')}
          min={1}
          max={365}
          useGrouping={false}
          suffix={` ${t('budget.days')}`}
        />
        <PercentField name="taxRate" label={t('budget.fields.taxRate')} />
      </div>
      {/* the quote prints this fragment as its payment terms (docs/adr-pdf-rendering.md, "Quote") */}
      <SelectField
        name="paymentTermsFragment"
        label={t('budget.fields.paymentTermsFragment')}
        options={fragmentOptions}
        placeholder={t('budget.noPaymentTerms')}
        emptyValue=""
        filter
      />
      {/* the portal-link e-mail to a family is written with this fragment; none keeps the built-in text */}
      <SelectField
        name="portalLinkFragment"
        label={t('budget.fields.portalLinkFragment')}
        options={fragmentOptions}
        placeholder={t('budget.defaultPortalLinkText')}
        emptyValue=""
        filter
      />
      <RichTextField name="headerText" label={t('budget.fields.headerText')} />
      <RichTextField name="footerText" label={t('budget.fields.footerText')} />
    </FormPage>
  );
}

export default BudgetServicesProtocolForm;
