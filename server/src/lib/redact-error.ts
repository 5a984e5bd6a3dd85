import pino from 'pino';

/**
 * Fields of an error that hold the data a statement or a call was made with, the customer's text
 * among it: Drizzle's `params`; PostgreSQL's `detail` ("Key (email)=(ada@example.com) already
 * exists.") and `where` ("unnamed portal parameter $1 = '…'", "JSON data, line 1: …"); the AI
 * SDK's `requestBodyValues` (the whole prompt of a failed model call).
 */
const VALUE_FIELDS = new Set(['params', 'detail', 'where', 'requestBodyValues']);

/** A SQLSTATE: five digits or capitals (PostgreSQL's and PGlite's errors carry one as `code`). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

function redactedMessage(error: Error & { code?: unknown }): string {
  // DrizzleQueryError: "Failed query: <SQL with $1…>\nparams: <the values>": the SQL stays.
  const message = error.message.replace(/\nparams: [\s\S]*$/, '');
  // PostgreSQL ends some messages with the value it could not read: 'invalid input syntax for type integer: "…"'.
  return typeof error.code === 'string' && SQLSTATE.test(error.code)
    ? message.replace(/(:\s*)"[\s\S]*"$/, '$1"[redacted]"')
    : message;
}

/** A copy of the error (and of its causes) without the values; its type, SQL, code, names and stack stay. */
function redacted(error: Error, depth: number): Error {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) if (!VALUE_FIELDS.has(key)) copy[key] = value;
  copy.message = redactedMessage(error);
  // The stack's first lines repeat the message (with the params): its frames only, after the new message.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  copy.stack = [`${error.name}: ${copy.message}`, ...frames].join('\n');
  if (error.cause instanceof Error && depth < 5) copy.cause = redacted(error.cause, depth + 1);
  return copy;
}

/**
 * The `err` serializer of every log line (logger.ts): pino's, given the error without the values
 * a failed query or model call carried (ASVS 16.2.5: no customer data in logs, issue 19). What
 * helps an operator stays: the SQL text with its $n placeholders, the stack, and, in `cause` as a
 * serialized error of its own (pino's errWithCause), the driver's SQLSTATE code, constraint, table
 * and column names.
 */
export function serializeError(error: Error): ReturnType<typeof pino.stdSerializers.errWithCause> {
  // Whatever is logged under `err`, an Error or not: pino's serializer passes anything else through.
  return pino.stdSerializers.errWithCause((error as unknown) instanceof Error ? redacted(error, 0) : error);
}
