export * from './polling';
export * from './grouping';
