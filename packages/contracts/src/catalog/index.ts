export * from './codes';
export * from './catalog';
export * from './configuration';
export * from './fillMergeFields';
