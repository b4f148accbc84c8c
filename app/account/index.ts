/** Pure rules about the signed-in user: classes, permissions, app versions, result evaluation. */
export * from './classes';
export * from './permissions';
export * from './app-version';
export * from './evaluation';
