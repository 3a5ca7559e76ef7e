export * from './diff';
export * from './model';
export * from './service';
