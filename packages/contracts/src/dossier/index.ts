export * from './destinationRoutes';
export * from './freshness';
export * from './applicants';
export * from './lawExceptions';
export * from './schema';
export * from './codes';
export * from './dossierClient';
export * from './computeChecklistWarnings';
