export * from './codes';
export * from './deadline';
export * from './computeDeadlines';
export * from './queue';
export * from './custody';
