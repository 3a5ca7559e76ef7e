import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import {
  PASSWORD_MIN_LENGTH,
  USER_LEVELS,
  userCreateSchema,
  userUpdateSchema,
  type User,
  type UserFields,
  staffPath,
} from '@linhagem/contracts';
import { useTranslation } from '@linhagem/ui-kit';
import {
  CheckboxField,
  PasswordField,
  SelectField,
  TextField,
  useEntityForm,
} from '@linhagem/ui-kit/form/core';
import { useConfigApi } from '../api/useConfigApi';
import { FormPage } from '../shared/FormPage';
import { FormRecordActions } from '../shared/RecordActions';
import { UserSecurity } from './UserSecurity';

/** the contract's fields; the password is required on create, and on edit a new one resets it, an empty one keeps it */
type UserValues = UserFields;

const EMPTY: UserValues = {
  name: '',
  userName: '',
  typeUser: 'NORMAL',
  password: '',
  active: true,
  email: '',
};
const fromUser = (user: User): UserValues => ({
  name: user.name,
  userName: user.userName,
  typeUser: user.typeUser,
  password: '',
  active: user.active,
  email: user.email ?? '',
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
    createdPath: id ? undefined : (saved) => staffPath('user', { id: saved.id }),
    basePath: staffPath('user', { id: id ?? 'new' }),
    idPrefix: 'user',
  });
  const { values } = form;

  return (
    <>
      <FormPage
        title={t(id ? 'user.formTitleEdit' : 'user.formTitleNew')}
        backPath={staffPath('userList')}
        form={form}
        actions={
          <FormRecordActions
            id={id}
            form={form}
            entity={api.users}
            toValues={fromUser}
            listPath={staffPath('userList')}
          />
        }
      >
        <div className="cf-grid">
          <TextField name="name" label={t('user.fields.name')} autoComplete="off" />
          <TextField name="userName" label={t('user.fields.userName')} autoComplete="off" />
          <SelectField
            name="typeUser"
            label={t('user.fields.typeUser')}
            options={USER_LEVELS.map((level) => ({ value: level, label: t(`user.levels.${level}`) }))}
            showClear={false}
          />
          <TextField
            name="email"
            label={t('user.fields.email')}
            type="email"
            autoComplete="off"
            hint={t('user.emailHint')}
          />
          <PasswordField
            name="password"
            label={t(id ? 'user.fields.newPassword' : 'user.fields.password')}
            hint={id ? t('user.passwordKeep') : t('common:password.rule', { count: PASSWORD_MIN_LENGTH })}
            strength={[values.userName, values.name]}
          />
        </div>
        <CheckboxField name="active" label={t('user.fields.active')} />
      </FormPage>
      {id && <UserSecurity id={id} />}
    </>
  );
}

export default UserForm;
