export * from './codes';
export * from './catalog';
export * from './configuration';
