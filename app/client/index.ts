/**
 * Typed calls of the API, as plain functions over the ApiService (no React). Pages of the first load
 * (sign-in, home) import the call modules directly, so the schemas of other pages stay out of it.
 */
export * from './auth-calls';
export * from './user-calls';
export * from './homework-calls';
export * from './homework-list-calls';
export type { PageRequest } from './first-requests';
export * from './classroom-calls';
export * from './download-calls';
