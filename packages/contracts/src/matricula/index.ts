export * from './matricula';
export * from './matriculaSchema';
export * from './codes';
