export * from './enums';
export * from './computeChecklistProgress';
export * from './certificate';
export * from './filter';
export * from './codes';
export * from './audit';
