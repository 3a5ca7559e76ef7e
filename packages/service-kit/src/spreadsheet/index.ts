export * from './detectCsv';
export * from './readSpreadsheet';
