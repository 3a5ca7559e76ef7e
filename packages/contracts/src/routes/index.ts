export * from './boxes';
export * from './apiFamilies';
export * from './staffRoutes';
export * from './apiPaths';
export * from './apiOverrides';
export * from './renderPaths';
export * from './formFillPaths';
