/** The rows of a `db.execute` result: both drivers (PGlite, node-postgres) answer `{ rows }`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
