export * from './codes';
export * from './schema';
export * from './apply';
export * from './resolve';
