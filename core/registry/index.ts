export * from './errors';
export * from './plugin-registry';
export * from './activity-plugin';
export * from './activity-registry';
export * from './task-plugin';
export * from './task-registry';
export * from './answer-definition';
export * from './lazy-component';
