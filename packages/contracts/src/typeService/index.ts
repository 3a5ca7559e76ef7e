export * from './codes';
export * from './typeService';
export * from './priceTypeService';
