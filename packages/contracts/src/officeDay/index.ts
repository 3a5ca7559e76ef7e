export * from './officeDay';
