export * from './brCode';
export * from './pixKey';
