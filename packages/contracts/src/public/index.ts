export * from './codes';
export * from './paths';
export * from './schema';
export * from './projection';
