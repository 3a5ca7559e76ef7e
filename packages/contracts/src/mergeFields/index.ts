export * from './mergeFieldCatalogue';
