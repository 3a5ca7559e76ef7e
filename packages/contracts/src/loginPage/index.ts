export * from './images';
export * from './schema';
