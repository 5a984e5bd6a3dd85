import { PGlite } from '@electric-sql/pglite';

/**
 * How the server starts its embedded database (worker.ts), and bench 11 the same way.
 * PGlite's defaults plus a small buffer pool: initdb's 128 MB of shared_buffers were all touched
 * at start (~150 MB resident); one embedded backend reading through the OS's cache needs far less.
 * Its shared memory is also sized for one backend, not PostgreSQL's 100 connections and 10 WAL
 * senders (their process slots and lock tables): 15 MB → 11 MB, ~4 MB less resident.
 */
export const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  ...['-c', 'shared_buffers=8MB', '-c', 'max_connections=2', '-c', 'max_wal_senders=0', '-c', 'max_replication_slots=0'],
];
