export * from './buildLineage';
