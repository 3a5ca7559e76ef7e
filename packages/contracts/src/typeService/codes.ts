/** Issue codes the type-service schema puts on its issues (`ValidationIssue.message`), free of zod. */
export const TYPE_SERVICE_MESSAGES = {
  required: 'field.default.error',
  cents: 'typeService.cents-invalid',
  /** a price of zero: the field left as it came */
  priceRequired: 'typeService.price-required',
  percentInvalid: 'typeService.percent-invalid',
} as const;
