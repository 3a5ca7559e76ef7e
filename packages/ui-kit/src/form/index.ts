// The one form kit (useEntityForm), its fields, masks and rules: `@linhagem/ui-kit/form`, outside the shared root so a page that
// has no form does not load react-hook-form and the phone metadata (`@linhagem/ui-kit/form/core`: the kit without them).
export * from './core';
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
export { PhoneField, type PhoneFieldProps } from './PhoneField';
export { RgField, type RgFieldProps } from './RgField';
