/** The API contract shared by the app's client and the reference server: one module, no drift. */
export * from './constants';
export * from './errors';
export * from './sig';
export * from './auth';
export * from './user';
export * from './homework';
export * from './clips';
export * from './classroom';
export * from './episodes';
export * from './error-notebook';
export * from './report-session';
export * from './adaptive';
export * from './analysis';
export * from './notifications';
export * from './files';
export * from './scoring';
export * from './teacher';
