export * from './codes';
export * from './fields';
export * from './schema';
export * from './filter';
export * from './account';
export * from './passwordRule';
export * from './twoFactor';
export * from './newSignInMail';
