import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import {
  DISCOUNT_TYPES,
  priceTypeService,
  typeServiceBodySchema,
  type DiscountType,
  type TypeServiceFields,
} from '@linhagem/contracts';
import { isApiError, useFormat, useToast, useTranslation } from '@linhagem/ui-kit';
import { useConfigApi } from '../api/useConfigApi';

type Form = TypeServiceFields;

const EMPTY: Form = { ...typeServiceBodySchema.parse({ name: '-', price: 0 }), name: '' };

const EXAMPLE_CLIENTS = [1, 2, 3, 4, 5];
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
  const navigate = useNavigate();
  const api = useConfigApi();
  const toast = useToast();
  const [form, setForm] = useState<Form>(EMPTY);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());

  useEffect(() => {
    if (!id) return;
    let current = true;
    api.typeServices
      .get(id)
      .then((found) => current && setForm({ ...EMPTY, ...found }))
      .catch(() => current && toast.error(t('errors.load')));
    return () => {
      current = false;
    };
  }, [api, id, toast, t]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));
  const example = useMemo(() => EXAMPLE_CLIENTS.map((n) => ({ n, ...priceTypeService(form, n) })), [form]);
  const currency = language === 'pt-BR' ? 'BRL' : 'USD';
  const money = (key: 'price' | 'additivePerClient' | 'discount') => (
    <InputNumber
      inputId={`ts-${key}`}
      value={form[key] / 100}
      onValueChange={(event) => set(key, Math.round((event.value ?? 0) * 100))}
      mode="currency"
      currency={currency}
      locale={language}
      minFractionDigits={2}
      maxFractionDigits={2}
      min={0}
      invalid={invalid.has(key)}
    />
  );

  async function save() {
    const parsed = typeServiceBodySchema.safeParse(form);
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((issue) => String(issue.path[0]))));
      toast.error(t('errors.generic'));
      return;
    }
    setInvalid(new Set());
    try {
      const saved = await api.typeServices.save(form, id);
      toast.success(t('typeService.saved'));
      if (!id) navigate(`/type-service/${saved.id}`, { replace: true });
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('errors.generic'));
    }
  }

  return (
    <section aria-labelledby="type-service-form-title">
      <h1 id="type-service-form-title">{t(id ? 'typeService.formTitleEdit' : 'typeService.formTitleNew')}</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        style={{ display: 'grid', gap: '0.75rem', maxWidth: '40rem' }}
      >
        <label htmlFor="ts-name">{t('typeService.fields.name')}</label>
        <InputText
          id="ts-name"
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          invalid={invalid.has('name')}
        />
        <label htmlFor="ts-price">{t('typeService.fields.price')}</label>
        {money('price')}
        <label htmlFor="ts-additivePerClient">{t('typeService.fields.additivePerClient')}</label>
        {money('additivePerClient')}
        <label htmlFor="ts-discountType">{t('typeService.fields.discountType')}</label>
        <Dropdown
          inputId="ts-discountType"
          value={form.discountType}
          options={DISCOUNT_TYPES.map((value) => ({ value, label: t(`typeService.discountTypes.${value}`) }))}
          onChange={(event) => set('discountType', event.value as DiscountType)}
        />
        <label htmlFor={form.discountType === 'VALUE' ? 'ts-discount' : 'ts-discount-percent'}>
          {t('typeService.fields.discount')}
        </label>
        {form.discountType === 'VALUE' ? (
          money('discount')
        ) : (
          <InputNumber
            inputId="ts-discount-percent"
            value={form.discount}
            onValueChange={(event) => set('discount', event.value ?? 0)}
            suffix=" %"
            locale={language}
            minFractionDigits={0}
            maxFractionDigits={2}
            min={0}
            max={100}
            invalid={invalid.has('discount')}
          />
        )}
        <label htmlFor="ts-amountOfItems">{t('typeService.fields.amountOfItems')}</label>
        <InputNumber
          inputId="ts-amountOfItems"
          value={form.amountOfItems}
          onValueChange={(event) => set('amountOfItems', event.value ?? 0)}
          min={0}
          max={1000}
          useGrouping={false}
        />
        {FLAGS.map((flag) => (
          <div key={flag} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
            <Checkbox
              inputId={`ts-${flag}`}
              checked={form[flag]}
              onChange={(event) => set(flag, Boolean(event.checked))}
            />
            <label htmlFor={`ts-${flag}`}>{t(`typeService.fields.${flag}`)}</label>
          </div>
        ))}
        <div style={{ display: 'flex', gap: '0.5rem' }}>
          <Button type="submit" label={t('typeService.save')} icon="pi pi-check" />
          <Button
            type="button"
            label={t('typeService.back')}
            severity="secondary"
            text
            onClick={() => navigate('/type-service/list')}
          />
        </div>
      </form>
      <h2 id="price-example-title">{t('typeService.example.title')}</h2>
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
    </section>
  );
}

export default TypeServiceForm;
