export * from './speech';
export * from './answer-record';
export * from './choice';
export * from './score-schema';
export * from './score-figures';
