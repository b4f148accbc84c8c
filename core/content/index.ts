export * from './parse-error';
export * from './schema';
export * from './text';
export * from './shuffle';
export * from './assets';
export * from './normalise';
