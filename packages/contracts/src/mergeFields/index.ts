export * from './mergeFieldCatalogue';
export * from './contactMergeValues';
