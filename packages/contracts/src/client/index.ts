export * from './codes';
export * from './enums';
export * from './documents';
export * from './fields';
export * from './schema';
export * from './filter';
export * from './clientSearchProps';
export * from './personalData';
