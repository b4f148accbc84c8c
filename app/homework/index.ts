/** Pure rules of the homework list and the homework child screen. */
export * from './list-rules';
export * from './child-items';
