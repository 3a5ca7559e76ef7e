import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import {
  BRASIL,
  GENDERS,
  MARITAL_STATUSES,
  isMaskedCpf,
  publicPersonBodySchema,
  type PublicClient,
  type PublicClientLink,
  type PublicPersonBodyInput,
} from '@linhagem/contracts';
import { addNamespaces, clientsNamespace } from '@linhagem/i18n';
import { i18n, useTranslation, validationIssues } from '@linhagem/ui-kit';
import {
  CheckboxField,
  CountriesProvider,
  DateField,
  EntityFormFields,
  MASKS,
  MaskedField,
  PhoneField,
  PlaceFields,
  RgField,
  SelectField,
  TextField,
  useEntityForm,
  useWatch,
} from '@linhagem/ui-kit/form';
import { personValues, toPersonBody, type PersonValues } from './personValues';

// the standalone page starts without this namespace (webpack.config.cjs)
addNamespaces(i18n, { clients: clientsNamespace });

export type PersonFormProps = {
  /** the person edited; none adds one */
  person?: PublicClient;
  /** set for an underage: their responsible, changeable among `adults` */
  responsible?: string | null;
  adults: PublicClientLink[];
  groupName: string;
  code: string;
  /** saves the body; rejects with the API error */
  onSave(body: PublicPersonBodyInput): Promise<void>;
  onCancel(): void;
  /** a failure that is not about a field */
  onError(error: unknown): void;
};

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="pp-card" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <div className="lc-grid">{children}</div>
    </section>
  );
}

/**
 * spec 2 "Public client form": the menus Process Information and Personal Information, and the four cards
 * (personal information, relationship, contact, address) with the staff client form's fields, masks and rules.
 */
export default function PersonForm(props: PersonFormProps) {
  const { person, responsible = null, adults, groupName, code, onSave, onCancel, onError } = props;
  const { t } = useTranslation('portal');
  const { t: tc } = useTranslation('clients');
  const empty = useMemo(() => personValues(person, responsible), [person, responsible]);
  const form = useEntityForm<PersonValues, null>({
    empty,
    schema: publicPersonBodySchema,
    toBody: toPersonBody,
    // a part of the portal's page, not a page of its own: Cancel leaves it, no unsaved-changes question
    idPrefix: 'client',
    // the page says it saved; a refused field is shown on it, without a toast of its own
    successMessage: false,
    invalidToast: false,
    save: async (values) => {
      try {
        await onSave(toPersonBody(values));
      } catch (error) {
        // the server's 400 issues go on their fields (the kit); any other refusal is the page's to say
        if (validationIssues(error).length > 0) throw error;
        onError(error);
      }
      return null;
    },
  });
  const element = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { control } = form.methods;
  const underage = !!useWatch({ control, name: 'responsible' });
  const addressCountry = useWatch({ control, name: 'address.country' });

  const submit = async () => {
    await form.submit();
    // after the render that marks the refused fields (the schema's, or the server's 400 issues)
    setTimeout(() => element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const title = person
    ? t('form.editTitle', { name: person.name })
    : t(underage ? 'form.addUnderageTitle' : 'form.addTitle');
  return (
    <EntityFormFields form={form}>
      <CountriesProvider>
        <form
          ref={element}
          className="pp-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <h2 ref={heading} tabIndex={-1} className="pp-form-title">
            {title}
          </h2>
          <nav className="pp-form-menu" aria-label={t('form.menu')}>
            <a href="#pp-process">{t('form.process')}</a>
            <a href="#pp-personal">{t('form.personal')}</a>
          </nav>
          <section id="pp-process" className="pp-card" aria-labelledby="pp-process-title">
            <h3 id="pp-process-title">{t('form.process')}</h3>
            <dl className="pp-facts">
              <dt>{t('status.group')}</dt>
              <dd>{groupName}</dd>
              <dt>{t('form.code')}</dt>
              <dd>{code}</dd>
            </dl>
            {underage ? (
              <div className="lc-grid">
                <SelectField
                  name="responsible"
                  label={tc('fields.responsible')}
                  options={adults
                    .filter((adult) => adult.client.id !== person?.id)
                    .map((adult) => ({ value: adult.client.id, label: adult.client.name }))}
                  showClear={false}
                />
              </div>
            ) : null}
          </section>
          <div id="pp-personal" className="pp-cards" role="group" aria-label={t('form.personal')}>
            <Card id="pp-card-personal" title={t('form.cards.personal')}>
              <TextField name="name" label={tc('fields.name')} required autoComplete="name" />
              <SelectField
                name="gender"
                label={tc('fields.gender')}
                placeholder={tc('placeholders.select')}
                options={GENDERS.map((value) => ({ value, label: tc(`options.gender.${value}`) }))}
              />
              <SelectField
                name="maritalStatus"
                label={tc('fields.maritalStatus')}
                placeholder={tc('placeholders.select')}
                options={MARITAL_STATUSES.map((value) => ({
                  value,
                  label: tc(`options.maritalStatus.${value}`),
                }))}
              />
              <DateField name="birthDay" label={tc('fields.birthDay')} />
              <PlaceFields prefix="birthPlace" />
              {isMaskedCpf(person?.cpf) ? (
                <TextField name="cpf" label={tc('fields.cpf')} disabled hint={t('form.cpfHeld')} />
              ) : (
                <MaskedField name="cpf" label={tc('fields.cpf')} mask={MASKS.cpf} />
              )}
              <RgField name="rg" label={tc('fields.rg')} />
            </Card>
            <Card id="pp-card-relationship" title={t('form.cards.relationship')}>
              <TextField name="fatherName" label={t('form.fields.fatherName')} />
              <TextField name="motherName" label={t('form.fields.motherName')} />
              <TextField name="spousesName" label={t('form.fields.spousesName')} />
              <DateField name="wedding.marriedDay" label={tc('fields.marriedDay')} />
              <CheckboxField name="wedding.current" label={tc('fields.currentMarriage')} />
              <PlaceFields prefix="wedding" />
            </Card>
            <Card id="pp-card-contact" title={t('form.cards.contact')}>
              <PhoneField name="phoneNumber" label={tc('fields.phoneNumber')} cell={false} />
              <PhoneField name="cellPhoneNumber" label={tc('fields.cellPhoneNumber')} cell />
              <TextField name="email" label={tc('fields.email')} type="email" autoComplete="email" />
            </Card>
            <Card id="pp-card-address" title={t('form.cards.address')}>
              <PlaceFields prefix="address" />
              {addressCountry === BRASIL ? (
                <MaskedField name="address.zipCode" label={tc('fields.zipCode')} mask={MASKS.zipCode} />
              ) : (
                <TextField name="address.zipCode" label={tc('fields.zipCode')} />
              )}
              <TextField name="address.district" label={tc('fields.district')} />
              <TextField name="address.street" label={tc('fields.street')} />
              <TextField name="address.number" label={tc('fields.number')} />
              <TextField name="address.complement" label={tc('fields.complement')} />
            </Card>
          </div>
          <div className="pp-actions pp-sticky-actions">
            <Button type="button" label={t('actions.cancel')} outlined onClick={onCancel} />
            <Button type="submit" label={t('actions.save')} icon="pi pi-check" loading={form.saving} />
          </div>
        </form>
      </CountriesProvider>
    </EntityFormFields>
  );
}
