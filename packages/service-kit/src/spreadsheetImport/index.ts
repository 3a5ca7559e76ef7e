// Importing an office's spreadsheets (docs/adr-spreadsheet-import.md): what every kind of import shares.
export * from './applyImport';
export * from './importColumns';
export * from './importErrors';
export * from './importJournal';
export * from './importMapping';
export * from './importModel';
export * from './importRoutes';
export * from './listImports';
export * from './parseImportDate';
export * from './previewImport';
export * from './problemRowsCsv';
export * from './readImportFile';
export * from './readImportUpload';
export * from './settleInterruptedImports';
export * from './storedRows';
export * from './undoImport';
