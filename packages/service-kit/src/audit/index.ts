export * from './diff';
export * from './model';
export * from './service';
export * from './auditExportColumns';
export * from './streamAuditExport';
export * from './exportAudit';
