export * from './activity';
export * from './answer';
export * from './user';
export * from './homework';
export * from './classroom';
export * from './errors';
