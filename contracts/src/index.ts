export * from './limits';
export * from './enums';
export * from './envelope';
export * from './fields';
export * from './auth';
export * from './applications';
export * from './profiles';
export * from './application-records';
