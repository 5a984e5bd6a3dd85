import fc from 'fast-check';
import type { RouteEntry } from '../plugins/route-table.ts';

/** Strings an attacker or a broken client sends: boundaries, encodings, injections, sizes. */
const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  'NaN',
  'null',
  'undefined',
  'true',
  '000000000000000000000000',
  'ffffffffffffffffffffffff',
  'gggggggggggggggggggggggg',
  "' OR 1=1 --",
  '"; DROP TABLE customers; --',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  'Ada\u0000 King',
  '\u0007\u001b[2J\u007f',
  '\u0085\u009f',
  '\uD800',
  'half an emoji \uD83D',
  '\uDC00 low half first',
  '<script>alert(1)</script>',
  '{{constructor.constructor("return process")()}}',
  '__proto__',
  'constructor',
  '😀'.repeat(300),
  'a'.repeat(10_001),
  '1e309',
  '9007199254740993',
);

/**
 * NUL (half the time: PostgreSQL refuses it in text and jsonb), other C0 and C1 controls, DEL and
 * halves of a surrogate pair (refused in jsonb). fast-check's default strings are printable ASCII
 * only, so without these a fuzz never sent one (issue 19).
 */
export const controlCharacter = fc.oneof(
  fc.constant('\u0000'),
  fc.constantFrom('\u0001', '\u0007', '\u0008', '\u001b', '\u007f', '\u0085', '\u009f', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
);

/** The text with a control character inserted somewhere (in a surrogate pair, too). */
export function tainted(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(text, fc.nat(), controlCharacter).map(([value, at, control]) => {
    const index = at % (value.length + 1);
    return value.slice(0, index) + control + value.slice(index);
  });
}

const hostileString = fc.oneof(
  nastyStrings,
  fc.string({ maxLength: 64 }),
  fc.string({ unit: 'grapheme', maxLength: 32 }),
  // Any code point, control characters included; and every one of 0000–00FF (C0, DEL, C1).
  fc.string({ unit: 'binary', maxLength: 32 }),
  fc.string({ unit: 'binary-ascii', maxLength: 32 }),
  tainted(fc.string({ maxLength: 32 })),
);

/** Any JSON value at all, with the hostile strings mixed in, and a few oversized ones. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 3, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 0, -0, 1.5, 1e308, -1) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 5000 }, (_, i) => i)) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }) },
);

/** Field names the route's own body/query schema knows (zod objects), so mutations reach deep checks. */
function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

/** An object with the schema's fields (some dropped, some extra) holding hostile values. */
function objectFor(schema: unknown): fc.Arbitrary<unknown> {
  const fields = fieldsOf(schema);
  const known = fields.length
    ? fc.record(Object.fromEntries(fields.map((field) => [field, hostileValue])), { requiredKeys: [] })
    : fc.constant({});
  return fc.oneof(
    known,
    fc.tuple(known, fc.dictionary(hostileString, hostileValue, { maxKeys: 3 })).map(([a, b]) => ({ ...b, ...a })),
    hostileValue,
  );
}

export interface HostileRequest {
  method: RouteEntry['method'];
  url: string;
  /** Raw payload and its content type, or none. */
  payload: string | undefined;
  contentType: string | undefined;
  signedIn: boolean;
  origin: 'none' | 'same' | 'foreign';
}

/** Percent-encodes anything, a lone surrogate included (as the invalid UTF-8 bytes a raw client could send). */
export const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}%ED%A0%80`;
  }
};

/**
 * A value as query text. JSON for anything but a string: fast-check makes null-prototype objects,
 * which String() cannot convert (an array holding one failed a CI run).
 */
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'));

export const queryString = (value: unknown) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `?q=${encode(asText(value))}`;
  const params = new URLSearchParams();
  for (const [key, item] of Object.entries(value)) params.append(key, asText(item));
  return `?${params.toString()}`;
};

/** A hostile request to one route: its params, query and body replaced by hostile values. */
export function hostileRequest(route: RouteEntry): fc.Arbitrary<HostileRequest> {
  const params = route.url.match(/:\w+/g) ?? [];
  const path = fc
    .array(hostileString, { minLength: params.length, maxLength: params.length })
    .map((values) => params.reduce((url, param, index) => url.replace(param, encode(values[index] ?? '')), route.url));
  const query = fc
    .option(objectFor(route.schema?.querystring), { nil: undefined })
    .map((value) => (value === undefined ? '' : queryString(value)));
  const body = fc.oneof(
    {
      weight: 6,
      arbitrary: objectFor(route.schema?.body).map((value) => ({
        payload: JSON.stringify(value) ?? 'null',
        contentType: 'application/json',
      })),
    },
    { weight: 1, arbitrary: hostileString.map((text) => ({ payload: text, contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.constant({ payload: `{"a":"${'x'.repeat(1_100_000)}"}`, contentType: 'application/json' }) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'application/xml',
            'application/json; charset=utf-16',
          ),
          hostileString,
        )
        .map(([contentType, payload]) => ({ payload, contentType })),
    },
    { weight: 1, arbitrary: fc.constant({ payload: undefined, contentType: undefined }) },
  );
  return fc
    .record({
      method: fc.constant(route.method),
      url: fc.tuple(path, query).map(([p, q]) => p + q),
      body,
      signedIn: fc.boolean(),
      origin: fc.constantFrom('none', 'same', 'foreign'),
    })
    .map(({ body: { payload, contentType }, ...rest }) => ({ ...rest, payload, contentType }));
}

/** Envelopes on the socket's `events` channel: known events with hostile bodies, and junk. */
export function hostileEnvelope(events: string[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({ event: fc.constantFrom(...events), body: fc.oneof(objectFor(undefined), hostileValue) }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        event: fc.constantFrom(...events),
        body: fc.record(
          {
            _id: hostileString,
            input: hostileValue,
            provider: hostileValue,
            model: hostileValue,
            version: hostileValue,
            conversation: hostileValue,
          },
          { requiredKeys: [] },
        ),
      }),
    },
    { weight: 1, arbitrary: fc.record({ event: hostileString, body: hostileValue }) },
    { weight: 1, arbitrary: hostileValue },
  );
}

/** What must never reach a client: stack frames, SQL engine errors, file paths of the server. */
const LEAKS = [
  /\bat \S+ \(?[^)]*:\d+:\d+\)?/,
  /\/(?:work|home|usr|tmp)\/\S+\.(?:ts|js|mjs)/,
  /node_modules/,
  /\b(?:relation|column) "[^"]+" does not exist/i,
  /syntax error at or near/i,
  /duplicate key value violates/i,
  /violates (?:foreign key|not-null|check) constraint/i,
  /\b(?:drizzle|pglite|PostgresError|DatabaseError)\b/i,
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError): /,
];

/** The leak patterns found in an answer that the request did not itself contain (echoes are not leaks). */
export function leaksIn(answer: string, request: string): string[] {
  return LEAKS.filter((pattern) => pattern.test(answer) && !pattern.test(request)).map(String);
}
