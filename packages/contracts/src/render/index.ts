export * from './codes';
export * from './schema';
export * from './renderInternal';
export * from './dossierExport';
