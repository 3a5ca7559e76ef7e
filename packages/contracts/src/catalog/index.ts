export * from './catalog';
export * from './configuration';
