import { useCallback } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { officeContactSchema, type OfficeContact, staffPath } from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import { MASKS, MaskedField, TextareaField, TextField, useEntityForm } from '@linhagem/ui-kit/form/core';
import { useConfigApi } from '../api/useConfigApi';
import { FormPage } from '../shared/FormPage';

const EMPTY: OfficeContact = officeContactSchema.parse({});
/** the contract's limit on phone numbers */
const MAX_PHONES = 5;
const toBody = (values: OfficeContact): OfficeContact => ({
  ...values,
  phones: values.phones.map((phone) => phone.trim()).filter(Boolean),
});

/** The office's contact details the family portal shows (spec 2 "Public status page"), on /system-configuration. */
export function OfficeContactForm() {
  const { t } = useTranslation('config');
  const api = useConfigApi();
  const load = useCallback(() => api.office.get(), [api]);
  const form = useEntityForm<OfficeContact, OfficeContact>({
    empty: EMPTY,
    load,
    schema: officeContactSchema,
    toBody,
    save: (values) => api.office.save(toBody(values)),
    fromSaved: (saved) => saved,
    basePath: staffPath('systemConfiguration'),
    idPrefix: 'office',
  });
  const { values, set, errors } = form;
  const setPhone = (index: number, phone: string) =>
    set(
      'phones',
      values.phones.map((old, i) => (i === index ? phone : old)),
    );

  return (
    <FormPage title={t('office.title')} backPath={staffPath('systemConfiguration')} form={form} embedded>
      <p>{t('office.description')}</p>
      <div className="cf-grid">
        <TextField name="name" label={t('office.fields.name')} />
        <MaskedField
          name="cnpj"
          label={t('office.fields.cnpj')}
          mask={MASKS.cnpj}
          hint={t('office.cnpjHint')}
        />
        <TextField name="email" label={t('office.fields.email')} type="email" />
      </div>
      <TextareaField name="address" label={t('office.fields.address')} rows={2} autoResize />
      <fieldset className="cf-field" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontWeight: 600, fontSize: '0.9rem' }}>{t('office.fields.phones')}</legend>
        {values.phones.length === 0 ? <span>{t('office.noPhone')}</span> : null}
        {values.phones.map((phone, index) => (
          <div key={index} className="cf-list-row">
            <InputText
              aria-label={t('office.phoneLabel', { number: index + 1 })}
              value={phone}
              inputMode="tel"
              onChange={(event) => setPhone(index, event.target.value)}
              invalid={Boolean(errors.phones)}
            />
            <Button
              type="button"
              icon="pi pi-trash"
              text
              severity="danger"
              aria-label={t('office.removePhone', { number: index + 1 })}
              onClick={() =>
                set(
                  'phones',
                  values.phones.filter((_, i) => i !== index),
                )
              }
            />
          </div>
        ))}
        {errors.phones ? <small className="lc-error">{errors.phones}</small> : null}
        {values.phones.length < MAX_PHONES ? (
          <Button
            type="button"
            icon="pi pi-plus"
            label={t('office.addPhone')}
            outlined
            style={{ alignSelf: 'flex-start' }}
            onClick={() => set('phones', [...values.phones, ''])}
          />
        ) : null}
      </fieldset>
    </FormPage>
  );
}
