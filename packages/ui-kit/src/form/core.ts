// The one form kit without the client form's masks, phones and places: `@linhagem/ui-kit/form/core`, for a form
// (an account page, a modal, a configuration page) that should not load the phone metadata.
// `@linhagem/ui-kit/form` exports all of it too.
export {
  FieldShell,
  FieldIdPrefix,
  fieldId,
  useFieldId,
  describedBy,
  type FieldShellProps,
} from './FieldShell';
export { TextField, type TextFieldProps } from './TextField';
export { MaskedField, type MaskedFieldProps } from './MaskedField';
export { MASKS } from './masks';
export { DateField, type DateFieldProps } from './DateField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { ControlledField, type ControlledFieldProps, type FieldControl } from './ControlledField';
export { TextareaField, type TextareaFieldProps } from './TextareaField';
export { NumberField, type NumberFieldProps } from './NumberField';
export { MoneyField, type MoneyFieldProps } from './MoneyField';
export { PercentField, type PercentFieldProps } from './PercentField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { zodResolver } from './zodResolver';
export { issueMessage, type SchemaIssue } from './issueMessage';
export {
  useEntityForm,
  issueField,
  type EntityForm,
  type FormStatus,
  type UseEntityFormOptions,
} from './useEntityForm';
export { EntityFormFields, type EntityFormFieldsProps } from './EntityFormFields';
export { EntityFormDialog, type EntityFormDialogProps } from './EntityFormDialog';
export { ListField, type ListFieldProps, type ListRow } from './ListField';
// the hooks a nested or list field of a kit form reads its form with (docs/adr-form-kit.md): screens import them
// from here, never from react-hook-form (lint)
export { useController, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
