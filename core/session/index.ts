/** The practice session engine (spec 01 §4): state, reducer and selectors, no React. */
export * from './types';
export * from './engine';
export * from './selectors';
