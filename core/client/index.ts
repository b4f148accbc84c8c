/** Typed calls of the API, as plain functions over the ApiService (no React). */
export * from './auth-calls';
export * from './user-calls';
export * from './homework-calls';
