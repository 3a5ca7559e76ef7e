import { useMemo } from 'react';
import { useParams } from 'react-router';
import {
  DISCOUNT_TYPES,
  priceTypeService,
  typeServiceBodySchema,
  type TypeService,
  type TypeServiceFields,
  staffPath,
} from '@linhagem/contracts';
import { useFormat, useTranslation } from '@linhagem/ui-kit';
import {
  CheckboxField,
  MoneyField,
  NumberField,
  PercentField,
  SelectField,
  TextField,
  useEntityForm,
} from '@linhagem/ui-kit/form/core';
import { useConfigApi } from '../api/useConfigApi';
import { FormPage } from '../shared/FormPage';
import { FormRecordActions } from '../shared/RecordActions';
import { pickFields } from '../shared/pickFields';

type Form = TypeServiceFields;

/** the schema's defaults, with the name and the price still to be typed */
const EMPTY: Form = { ...typeServiceBodySchema.parse({ name: '-', price: 1 }), name: '', price: 0 };
const fromTypeService = (found: TypeService): Form => pickFields(EMPTY, found);

const EXAMPLE_CLIENTS = [1, 2, 3, 4, 5];
const orZero = (amount: number) => (Number.isNaN(amount) ? 0 : amount);
const FLAGS = [
  'active',
  'sharedValue',
  'haveDiscount',
  'perClient',
  'cumulative',
  'defaultForUnderage',
] as const;

/** /type-service/{id?}: create or edit a type service, with the price for 1 to 5 clients as it is typed. */
export function TypeServiceForm() {
  const { id } = useParams();
  const { t } = useTranslation('config');
  const { formatMoney } = useFormat();
  const api = useConfigApi();
  const load = useMemo(
    () => (id ? () => api.typeServices.get(id).then(fromTypeService) : undefined),
    [api, id],
  );
  const form = useEntityForm<Form, TypeService>({
    empty: EMPTY,
    load,
    schema: typeServiceBodySchema,
    save: (values) => api.typeServices.save(values, id),
    fromSaved: fromTypeService,
    createdPath: id ? undefined : (saved) => staffPath('typeService', { id: saved.id }),
    basePath: staffPath('typeService', { id: id ?? 'new' }),
    idPrefix: 'ts',
  });
  const { values } = form;
  const example = useMemo(() => {
    // an amount still being corrected (NaN until it reads as one) prices as zero
    const priced = {
      ...values,
      price: orZero(values.price),
      additivePerClient: orZero(values.additivePerClient),
      discount: orZero(values.discount),
    };
    return EXAMPLE_CLIENTS.map((n) => ({ n, ...priceTypeService(priced, n) }));
  }, [values]);

  return (
    <FormPage
      title={t(id ? 'typeService.formTitleEdit' : 'typeService.formTitleNew')}
      backPath={staffPath('typeServiceList')}
      form={form}
      actions={
        <FormRecordActions
          id={id}
          form={form}
          entity={api.typeServices}
          toValues={fromTypeService}
          listPath={staffPath('typeServiceList')}
        />
      }
    >
      <div className="cf-grid">
        <TextField name="name" label={t('typeService.fields.name')} />
        {/* an emptied amount is zero: the additive and the discount default to it, the price is refused with its message */}
        <MoneyField name="price" label={t('typeService.fields.price')} blank={0} />
        <MoneyField name="additivePerClient" label={t('typeService.fields.additivePerClient')} blank={0} />
        <SelectField
          name="discountType"
          label={t('typeService.fields.discountType')}
          options={DISCOUNT_TYPES.map((value) => ({
            value,
            label: t(`typeService.discountTypes.${value}`),
          }))}
          showClear={false}
        />
        {values.discountType === 'VALUE' ? (
          <MoneyField name="discount" label={t('typeService.fields.discount')} blank={0} />
        ) : (
          <PercentField name="discount" label={t('typeService.fields.discount')} />
        )}
        <NumberField
          name="amountOfItems"
          label={t('typeService.fields.amountOfItems')}
          min={0}
          max={1000}
          useGrouping={false}
        />
      </div>
      {FLAGS.map((flag) => (
        <CheckboxField key={flag} name={flag} label={t(`typeService.fields.${flag}`)} />
      ))}
      <h2 id="price-example-title">{t('typeService.example.title')}</h2>
      <div className="cf-price-example">
        <table aria-labelledby="price-example-title" className="p-datatable-table">
          <thead>
            <tr>
              <th scope="col">{t('typeService.example.clients')}</th>
              <th scope="col">{t('typeService.example.gross')}</th>
              <th scope="col">{t('typeService.example.discount')}</th>
              <th scope="col">{t('typeService.example.net')}</th>
              <th scope="col">{t('typeService.example.perClient')}</th>
            </tr>
          </thead>
          <tbody>
            {example.map((row) => (
              <tr key={row.n} data-testid={`price-example-${row.n}`}>
                <th scope="row">{row.n}</th>
                <td>{formatMoney(row.gross)}</td>
                <td>{formatMoney(row.discount)}</td>
                <td>{formatMoney(row.net)}</td>
                <td>{row.clients.map((line) => formatMoney(line.net)).join(' · ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </FormPage>
  );
}

export default TypeServiceForm;
