export * from './polling';
export * from './task-screen';
