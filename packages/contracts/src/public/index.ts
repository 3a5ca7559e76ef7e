export * from './codes';
export * from './paths';
export * from './schema';
