/**
 * Settles in a task of its own, after whatever else is queued: work split at this point cannot make one
 * long task that holds up every tap on a cheap phone (issue 18).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
