// The one form kit (useEntityForm), its fields, masks and rules: `@linhagem/ui-kit/form`, outside the shared root so a page that
// has no form does not load react-hook-form and the phone metadata.
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
export { DateField, type DateFieldProps } from './DateField';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { CheckboxField, type CheckboxFieldProps } from './CheckboxField';
export { VariantMaskField, type VariantMaskFieldProps } from './VariantMaskField';
export {
  PlaceFields,
  PLACE_LABEL_KEYS,
  CountriesProvider,
  useCountryOptions,
  type PlaceFieldsProps,
  type PlacePrefix,
} from './PlaceFields';
export { MASKS, RG_MASKS, detectRgVariant, type RgVariant } from './masks';
export {
  PHONE_MASKS,
  CELL_PHONE_MASKS,
  detectPhoneVariant,
  formatInternationalPhone,
  formatPhone,
  convertPhone,
  type PhoneVariant,
} from './phone';
export { zodResolver } from './zodResolver';
export { PhoneField, type PhoneFieldProps } from './PhoneField';
export { RgField, type RgFieldProps } from './RgField';
export { ControlledField, type ControlledFieldProps, type FieldControl } from './ControlledField';
export { TextareaField, type TextareaFieldProps } from './TextareaField';
export { NumberField, type NumberFieldProps } from './NumberField';
export { MoneyField, type MoneyFieldProps } from './MoneyField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { issueMessage, type SchemaIssue } from './issueMessage';
export {
  useEntityForm,
  issueField,
  type EntityForm,
  type FormStatus,
  type UseEntityFormOptions,
} from './useEntityForm';
export { EntityFormFields, type EntityFormFieldsProps } from './EntityFormFields';
