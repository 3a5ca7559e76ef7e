export * from './typeService';
export * from './priceTypeService';
