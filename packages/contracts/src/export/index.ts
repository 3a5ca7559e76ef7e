export * from './codes';
export * from './schema';
export * from './exportAudit';
