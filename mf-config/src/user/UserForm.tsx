import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { Password } from 'primereact/password';
import {
  PASSWORD_MIN_LENGTH,
  USER_LEVELS,
  userCreateSchema,
  userUpdateSchema,
  type User,
  type UserFields,
  type UserLevel,
} from '@linhagem/contracts';
import { PasswordStrengthMeter, useTranslation } from '@linhagem/ui-kit';
import { useConfigApi } from '../api/useConfigApi';
import { Field, TextField, FormPage } from '../shared/FormPage';
import { FormRecordActions } from '../shared/RecordActions';
import { useEntityForm } from '../shared/useEntityForm';

/** the contract's fields; the password is required on create, and on edit a new one resets it, an empty one keeps it */
type UserValues = UserFields;

const EMPTY: UserValues = { name: '', userName: '', typeUser: 'NORMAL', password: '', isActive: true };
const fromUser = (user: User): UserValues => ({
  name: user.name,
  userName: user.userName,
  typeUser: user.typeUser,
  password: '',
  isActive: user.isActive,
});
const withoutEmptyPassword = ({ password, ...rest }: UserValues) => (password ? { ...rest, password } : rest);

/** /user/{id?}: create a user or change one; the refusal to demote the last administrator is shown in words. */
export function UserForm() {
  const { id } = useParams();
  const { t } = useTranslation('config');
  const api = useConfigApi();
  const load = useMemo(() => (id ? () => api.users.get(id).then(fromUser) : undefined), [api, id]);
  const save = useCallback(
    (values: UserValues) => api.users.save(id ? withoutEmptyPassword(values) : values, id),
    [api, id],
  );
  const form = useEntityForm<UserValues, User>({
    empty: EMPTY,
    load,
    schema: id ? userUpdateSchema : userCreateSchema,
    toBody: id ? withoutEmptyPassword : undefined,
    save,
    fromSaved: fromUser,
    createdPath: id ? undefined : (saved) => `/user/${saved.id}`,
    basePath: `/user/${id ?? 'new'}`,
  });
  const { values, set, errors } = form;
  const describedBy = (field: string) => (errors[field] ? `user-${field}-error` : undefined);

  return (
    <FormPage
      title={t(id ? 'user.formTitleEdit' : 'user.formTitleNew')}
      backPath="/user/list"
      form={form}
      actions={
        <FormRecordActions
          id={id}
          form={form}
          entity={api.users}
          activeField="isActive"
          toValues={fromUser}
          listPath="/user/list"
        />
      }
    >
      <div className="cf-grid">
        <TextField
          id="user-name"
          label={t('user.fields.name')}
          value={values.name}
          error={errors.name}
          onChange={(value) => set('name', value)}
          autoComplete="off"
        />
        <TextField
          id="user-userName"
          label={t('user.fields.userName')}
          value={values.userName}
          error={errors.userName}
          onChange={(value) => set('userName', value)}
          autoComplete="off"
        />
        <Field id="user-typeUser" label={t('user.fields.typeUser')} error={errors.typeUser}>
          <Dropdown
            inputId="user-typeUser"
            value={values.typeUser}
            options={USER_LEVELS.map((level) => ({ value: level, label: t(`user.levels.${level}`) }))}
            onChange={(event) => set('typeUser', event.value as UserLevel)}
          />
        </Field>
        <Field
          id="user-password"
          label={t(id ? 'user.fields.newPassword' : 'user.fields.password')}
          error={errors.password}
        >
          <Password
            inputId="user-password"
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
            invalid={Boolean(errors.password)}
            aria-describedby={[
              describedBy('password') ?? 'user-password-hint',
              'user-password-strength',
            ].join(' ')}
            feedback={false}
            toggleMask
            autoComplete="new-password"
          />
          <small id="user-password-hint">
            {id ? t('user.passwordKeep') : t('common:password.rule', { count: PASSWORD_MIN_LENGTH })}
          </small>
          <PasswordStrengthMeter
            id="user-password-strength"
            password={values.password}
            related={[values.userName, values.name]}
          />
        </Field>
      </div>
      <div className="cf-check">
        <Checkbox
          inputId="user-isActive"
          checked={values.isActive}
          onChange={(event) => set('isActive', Boolean(event.checked))}
        />
        <label htmlFor="user-isActive">{t('user.fields.isActive')}</label>
      </div>
    </FormPage>
  );
}

export default UserForm;
