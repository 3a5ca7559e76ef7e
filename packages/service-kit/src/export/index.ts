export * from './exportColumn';
export * from './csvCell';
export * from './xlsxRows';
export * from './streamExport';
