/** The API contract shared by the app's client and the reference server: one module, no drift. */
export * from './constants';
export * from './errors';
export * from './sig';
export * from './auth';
export * from './user';
export * from './homework';
export * from './clips';
export * from './tasks';
export * from './files';
export * from './scoring';
