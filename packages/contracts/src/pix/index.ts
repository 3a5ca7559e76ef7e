export * from './brCode';
export * from './pixKey';
export * from './codes';
export * from './instalments';
