import { useCallback, useEffect, useRef } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import {
  ERROR_CODES,
  LOGIN_LOGO_MAX_HEIGHT,
  LOGIN_LOGO_MAX_WIDTH,
  LOGIN_PAGE_DEFAULT_BACKGROUND_COLOR,
  MAX_IMAGE_UPLOAD_BYTES,
  loginPageConfigurationSchema,
  type LoginPageConfiguration,
  type LoginPageImageKind,
  staffPath,
} from '@linhagem/contracts';
import { usePreferences, useTranslation } from '@linhagem/ui-kit';
import { ControlledField, TextField, useEntityForm } from '@linhagem/ui-kit/form/core';
import { useConfigApi } from '../api/useConfigApi';
import { FormPage } from '../shared/FormPage';
import { checkImageFile, type ImageCheck } from './checkImageFile';

type LoginPageValues = Required<LoginPageConfiguration>;
type ImageField = 'logo' | 'backgroundImage';

const EMPTY: LoginPageValues = { officeName: null, logo: null, backgroundImage: null, backgroundColor: null };
const IMAGE_FIELDS: Record<ImageField, LoginPageImageKind> = {
  logo: 'logo',
  backgroundImage: 'background-image',
};
/** the gateway's own 413 and 415 (before the catalog sees the image) read as the catalog's */
const UPLOAD_REFUSALS = {
  [ERROR_CODES.payloadTooLarge]: 'config:codes.image-too-large',
  [ERROR_CODES.unsupportedMediaType]: 'config:codes.image-type',
} as const;
const ACCEPT = 'image/png,image/jpeg,image/webp';
/** a chosen file waiting for Save is shown from a `blob:` address, never sent as the field's value */
const isPending = (value: string | null): value is string => Boolean(value?.startsWith('blob:'));
const fromSaved = (saved: LoginPageConfiguration): LoginPageValues => ({ ...EMPTY, ...saved });
/** `#abc` as `#aabbcc`: the colour input knows only six digits */
const sixDigits = (colour: string) =>
  colour.length === 4 ? `#${[...colour.slice(1)].map((digit) => digit + digit).join('')}` : colour;

/**
 * /login-page-configuration (spec 3): the logo, background image and colour the login page shows.
 * A chosen image is checked here (type from its bytes, size), previewed, and uploaded only on Save.
 */
export function LoginPageForm() {
  const { t } = useTranslation('config');
  const { language } = usePreferences();
  const api = useConfigApi();
  /** the files behind the `blob:` previews */
  const files = useRef(new Map<string, Blob>());

  useEffect(() => {
    const pending = files.current;
    return () => pending.forEach((_, url) => URL.revokeObjectURL(url));
  }, []);

  const load = useCallback(() => api.loginPage.get().then(fromSaved), [api]);
  const save = useCallback(
    async (values: LoginPageValues) => {
      let saved: LoginPageConfiguration | undefined;
      for (const field of ['logo', 'backgroundImage'] as const) {
        const url = values[field];
        if (isPending(url)) saved = await api.loginPage.upload(IMAGE_FIELDS[field], files.current.get(url)!);
      }
      // a removed image is cleared; an uploaded one is already saved and must not be overwritten here
      const cleared = (['logo', 'backgroundImage'] as const).filter((field) => values[field] === null);
      saved = await api.loginPage.save({
        officeName: values.officeName?.trim() || null,
        backgroundColor: values.backgroundColor,
        ...Object.fromEntries(cleared.map((field) => [field, null])),
      });
      return saved;
    },
    [api],
  );
  const form = useEntityForm<LoginPageValues, LoginPageConfiguration>({
    empty: EMPTY,
    load,
    schema: loginPageConfigurationSchema,
    // the schema checks saved paths; a pending file was checked when it was chosen
    toBody: (values) => ({
      ...values,
      logo: isPending(values.logo) ? null : values.logo,
      backgroundImage: isPending(values.backgroundImage) ? null : values.backgroundImage,
    }),
    save,
    fromSaved,
    basePath: staffPath('loginPage'),
    errorOverrides: UPLOAD_REFUSALS,
    idPrefix: 'login-page',
  });
  const { values, set } = form;

  // rounded up: a file just over the limit reads 2.1 MB, not 2 MB
  const megabytes = (bytes: number) =>
    `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(Math.ceil(bytes / 104_857.6) / 10)} MB`;
  const maxSize = megabytes(MAX_IMAGE_UPLOAD_BYTES);

  function describeRefusal(check: Exclude<ImageCheck, { ok: true }>, file: File) {
    return check.reason === 'tooLarge'
      ? t('loginPage.errors.tooLarge', { name: file.name, size: megabytes(file.size), max: maxSize })
      : t('loginPage.errors.type', { name: file.name });
  }

  async function choose(field: ImageField, file: File | undefined) {
    if (!file) return;
    const check = await checkImageFile(file);
    if (!check.ok) {
      form.methods.setError(field, { type: 'file', message: describeRefusal(check, file) });
      return;
    }
    forget(values[field]);
    // sent with the type its bytes show: a JPEG named .png is still a JPEG
    const blob = new Blob([file], { type: check.type });
    const url = URL.createObjectURL(blob);
    files.current.set(url, blob);
    set(field, url);
  }

  function forget(value: string | null) {
    if (!isPending(value)) return;
    URL.revokeObjectURL(value);
    files.current.delete(value);
  }

  function remove(field: ImageField) {
    forget(values[field]);
    set(field, null);
  }

  const backgroundColor = values.backgroundColor ?? LOGIN_PAGE_DEFAULT_BACKGROUND_COLOR;

  const imageField = (field: ImageField) => (
    <ControlledField
      name={field}
      label={t(`loginPage.fields.${field}`)}
      hint={t(`loginPage.imageHint.${field}`, { max: maxSize })}
      render={({ id, value, invalid, describedBy }) => (
        <>
          {value ? (
            <img
              className="cf-image-preview"
              src={value as string}
              alt={t(`loginPage.current.${field}`)}
              style={{ maxWidth: LOGIN_LOGO_MAX_WIDTH, maxHeight: LOGIN_LOGO_MAX_HEIGHT }}
            />
          ) : (
            <span>{t(`loginPage.none.${field}`)}</span>
          )}
          {isPending(value as string | null) ? <small>{t('loginPage.pending')}</small> : null}
          <input
            id={id}
            type="file"
            accept={ACCEPT}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(event) => {
              const input = event.currentTarget;
              void choose(field, input.files?.[0]).finally(() => {
                input.value = '';
              });
            }}
          />
          {value ? (
            <Button
              type="button"
              icon="pi pi-times"
              label={t(`loginPage.remove.${field}`)}
              text
              severity="danger"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => remove(field)}
            />
          ) : null}
        </>
      )}
    />
  );

  return (
    <FormPage title={t('loginPage.title')} backPath={staffPath('systemConfiguration')} form={form}>
      <p>{t('loginPage.description')}</p>
      <TextField
        name="officeName"
        label={t('loginPage.fields.officeName')}
        emptyValue={null}
        autoComplete="organization"
      />
      <div className="cf-grid">
        {imageField('logo')}
        {imageField('backgroundImage')}
      </div>
      <ControlledField
        name="backgroundColor"
        label={t('loginPage.fields.backgroundColor')}
        render={({ id, invalid, describedBy }) => (
          <div className="cf-list-row">
            <input
              id={id}
              type="color"
              value={sixDigits(backgroundColor)}
              onChange={(event) => set('backgroundColor', event.target.value)}
            />
            <InputText
              aria-label={t('loginPage.colourCode')}
              value={values.backgroundColor ?? ''}
              placeholder={LOGIN_PAGE_DEFAULT_BACKGROUND_COLOR}
              onChange={(event) => set('backgroundColor', event.target.value.trim() || null)}
              invalid={invalid}
              aria-describedby={describedBy}
              style={{ maxWidth: '10rem' }}
            />
            {values.backgroundColor ? (
              <Button
                type="button"
                label={t('loginPage.defaultColour')}
                text
                onClick={() => set('backgroundColor', null)}
              />
            ) : null}
          </div>
        )}
      />
      <figure className="cf-login-preview" style={{ margin: 0 }}>
        <figcaption>{t('loginPage.preview')}</figcaption>
        <div
          className="cf-login-preview-page"
          data-testid="login-page-preview"
          style={{
            backgroundColor,
            backgroundImage: values.backgroundImage ? `url("${values.backgroundImage}")` : undefined,
          }}
        >
          <div className="cf-login-preview-card">
            {values.logo ? (
              <img
                src={values.logo}
                alt={t('loginPage.previewLogo')}
                style={{ maxWidth: LOGIN_LOGO_MAX_WIDTH, maxHeight: LOGIN_LOGO_MAX_HEIGHT }}
              />
            ) : (
              <span>{t('loginPage.builtInLogo')}</span>
            )}
          </div>
        </div>
      </figure>
    </FormPage>
  );
}

export default LoginPageForm;
