import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import {
  DISCOUNT_TYPES,
  priceTypeService,
  typeServiceBodySchema,
  type DiscountType,
  type TypeService,
  type TypeServiceFields,
} from '@linhagem/contracts';
import { MoneyInput, useFormat, useTranslation } from '@linhagem/ui-kit';
import { useConfigApi } from '../api/useConfigApi';
import { Field, TextField, FormPage } from '../shared/FormPage';
import { onNumber } from '../shared/numberInput';
import { FormRecordActions } from '../shared/RecordActions';
import { pickFields } from '../shared/pickFields';
import { useEntityForm } from '../shared/useEntityForm';

type Form = TypeServiceFields;

/** the schema's defaults, with the name and the price still to be typed */
const EMPTY: Form = { ...typeServiceBodySchema.parse({ name: '-', price: 1 }), name: '', price: 0 };
const fromTypeService = (found: TypeService): Form => pickFields(EMPTY, found);

const EXAMPLE_CLIENTS = [1, 2, 3, 4, 5];
const orZero = (amount: number) => (Number.isNaN(amount) ? 0 : amount);
const FLAGS = [
  'isActive',
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
  const { formatMoney, language } = useFormat();
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
    createdPath: id ? undefined : (saved) => `/type-service/${saved.id}`,
    basePath: `/type-service/${id ?? 'new'}`,
  });
  const { values, set, errors } = form;
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
  const money = (key: 'price' | 'additivePerClient' | 'discount') => (
    <MoneyInput
      id={`ts-${key}`}
      value={values[key]}
      // an emptied field is zero: the additive and the discount default to it, the price is refused with its message
      onChange={(cents) => set(key, cents ?? 0)}
      invalid={Boolean(errors[key])}
      describedBy={errors[key] ? `ts-${key}-error` : undefined}
    />
  );

  return (
    <FormPage
      title={t(id ? 'typeService.formTitleEdit' : 'typeService.formTitleNew')}
      backPath="/type-service/list"
      form={form}
      actions={
        <FormRecordActions
          id={id}
          form={form}
          entity={api.typeServices}
          activeField="isActive"
          toValues={fromTypeService}
          listPath="/type-service/list"
        />
      }
    >
      <div className="cf-grid">
        <TextField
          id="ts-name"
          label={t('typeService.fields.name')}
          value={values.name}
          error={errors.name}
          onChange={(value) => set('name', value)}
        />
        <Field id="ts-price" label={t('typeService.fields.price')} error={errors.price}>
          {money('price')}
        </Field>
        <Field
          id="ts-additivePerClient"
          label={t('typeService.fields.additivePerClient')}
          error={errors.additivePerClient}
        >
          {money('additivePerClient')}
        </Field>
        <Field id="ts-discountType" label={t('typeService.fields.discountType')}>
          <Dropdown
            inputId="ts-discountType"
            value={values.discountType}
            options={DISCOUNT_TYPES.map((value) => ({
              value,
              label: t(`typeService.discountTypes.${value}`),
            }))}
            onChange={(event) => set('discountType', event.value as DiscountType)}
          />
        </Field>
        <Field
          id={values.discountType === 'VALUE' ? 'ts-discount' : 'ts-discount-percent'}
          label={t('typeService.fields.discount')}
          error={errors.discount}
        >
          {values.discountType === 'VALUE' ? (
            money('discount')
          ) : (
            <InputNumber
              inputId="ts-discount-percent"
              value={values.discount}
              {...onNumber((value) => set('discount', value))}
              suffix=" %"
              locale={language}
              minFractionDigits={0}
              maxFractionDigits={2}
              min={0}
              max={100}
              invalid={Boolean(errors.discount)}
            />
          )}
        </Field>
        <Field
          id="ts-amountOfItems"
          label={t('typeService.fields.amountOfItems')}
          error={errors.amountOfItems}
        >
          <InputNumber
            inputId="ts-amountOfItems"
            value={values.amountOfItems}
            {...onNumber((value) => set('amountOfItems', value))}
            min={0}
            max={1000}
            useGrouping={false}
          />
        </Field>
      </div>
      {FLAGS.map((flag) => (
        <div key={flag} className="cf-check">
          <Checkbox
            inputId={`ts-${flag}`}
            checked={values[flag]}
            onChange={(event) => set(flag, Boolean(event.checked))}
          />
          <label htmlFor={`ts-${flag}`}>{t(`typeService.fields.${flag}`)}</label>
        </div>
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
