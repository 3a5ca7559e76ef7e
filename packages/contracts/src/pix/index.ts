export * from './brCode';
export * from './pixKey';
export * from './codes';
