export * from './crashPoint';
export * from './repeatUntilDone';
