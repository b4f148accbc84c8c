/** The homework rules the server and the app share: after-class items and results, weak words. */
export * from './after-class';
export * from './weak-words';
