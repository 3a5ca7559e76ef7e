export * from './codes';
export * from './enums';
export * from './accessCode';
export * from './transitions';
export * from './schema';
export * from './protocol';
export * from './financial';
