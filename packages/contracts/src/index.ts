export * from './levels';
export * from './constants';
export * from './errors';
export * from './pagination';
