export * from './polling';
export * from './task-screen';
export * from './grouping';
