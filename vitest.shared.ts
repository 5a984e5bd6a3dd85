import { availableParallelism } from 'node:os';

/**
 * Workers for every project (projects run side by side only with the same count). A worker per
 * core: Vitest's default leaves one core free, which on a two-core machine runs every file one
 * after the other, while much of a server test file's time is spent waiting on sockets.
 */
export const maxWorkers = availableParallelism();
