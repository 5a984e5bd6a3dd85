import { clientEventSchemas, type ClientEventName } from '@chat/protocol';
import fc from 'fast-check';
import type { RouteEntry } from '../plugins/route-table.ts';
import { encode, queryString, tainted, type HostileRequest } from './hostile-input.ts';

/**
 * Requests shaped as the contract's own zod schemas expect, signed in and from our origin, with a
 * control character in one of their text fields. Random hostile bodies are nearly always
 * refused by validation before a service runs; these pass it and reach the services and the
 * database, where a NUL in a conversation name answered 500 and the fuzz never saw it (issue 19).
 */

/** Values a client plausibly sends in a field of that name, so that the request's other fields pass. */
const PLAUSIBLE: Record<string, string[]> = {
  identifier: ['ada@example.com', '+40712345678'],
  email: ['ada@example.com'],
  phone: ['+40712345678', '+237670000789'],
  provider: ['openai'],
  model: ['gpt-4o-mini'],
  password: ['a-long-password-42'],
  confirmPassword: ['a-long-password-42'],
};
const ANY_TEXT = ['Ada King', 'Hello there', 'Résumé 😀', 'line one\nline two'];

interface ZodDef {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  element?: unknown;
  options?: unknown[];
  entries?: Record<string, string>;
  values?: unknown[];
  checks?: { _zod: { def: { format?: string; pattern?: RegExp } } }[];
}

const defOf = (schema: unknown) => (schema as { _zod?: { def: ZodDef } } | undefined)?._zod?.def;

/** A pattern the empty text fails is a shape the value must have (an id, a code, a token), not a text to taint. */
const shapeOf = (def: ZodDef) =>
  def.checks?.map((check) => check._zod.def.pattern).find((pattern) => pattern && !pattern.test(''));

/** The schemas nested in one (object fields, wrapped and listed values, union options), with their field names. */
function children(def: ZodDef, field: string): [unknown, string][] {
  if (def.type === 'object') return Object.entries(def.shape ?? {}).map(([key, value]) => [value, key]);
  const inner = def.innerType ?? def.element;
  return inner ? [[inner, field]] : (def.options ?? []).map((option) => [option, field]);
}

/** The names of a schema's free text fields (nested ones too): the ones a request may carry tainted. */
function textFields(schema: unknown, field = ''): string[] {
  const def = defOf(schema);
  if (!def) return [];
  if (def.type === 'string') return shapeOf(def) ? [] : [field];
  return children(def, field).flatMap(([child, name]) => textFields(child, name));
}

/** A value of the schema's shape (the zod kinds the contract uses); the `tainted` field carries a control character. */
function valueOf(schema: unknown, field: string, taintedField: string | undefined): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const nested = () => children(def!, field).map(([child, name]) => valueOf(child, name, taintedField));
  switch (def?.type) {
    case 'object': {
      const keys = Object.keys(def.shape ?? {});
      return fc.tuple(...nested()).map((values) => Object.fromEntries(keys.map((key, index) => [key, values[index]])));
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'union':
      return fc.oneof(...nested());
    case 'array':
      // Empty half the time: a list of random ids (attachments) is refused before the text is looked at.
      return fc.oneof(fc.constant([]), fc.array(nested()[0]!, { minLength: 1, maxLength: 2 }));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case 'literal':
      return fc.constantFrom(...(def.values ?? []));
    case 'boolean':
      return fc.boolean();
    case 'number':
      return fc.integer({ min: 0, max: 24 });
    case 'string': {
      const shape = shapeOf(def);
      if (shape) return fc.stringMatching(shape);
      const clean = fc.constantFrom(...(PLAUSIBLE[field] ?? ANY_TEXT));
      return field === taintedField ? tainted(clean) : clean;
    }
    default:
      return fc.constant(undefined);
  }
}

/**
 * Values for the schemas (a request's params, query and body) where one text field, chosen among
 * all of them, carries a control character and every other field is plausible: one bad field, as
 * in issue 19, rather than many that fail validation first.
 */
function shapedValues(schemas: unknown[]): fc.Arbitrary<unknown[]> {
  const fields = schemas.flatMap((schema) => textFields(schema));
  const target = fields.length ? fc.constantFrom(...fields) : fc.constant(undefined);
  return target.chain((taintedField) => fc.tuple(...schemas.map((schema) => valueOf(schema, '', taintedField))));
}

/** A schema-shaped request to one route: params, query and JSON body from its schemas. */
export function shapedRequest(route: RouteEntry): fc.Arbitrary<HostileRequest> {
  const { params, querystring, body } = route.schema ?? {};
  return shapedValues([params, querystring, body]).map(([path, query, payload]) => {
    const values = (path ?? {}) as Record<string, string | undefined>;
    const url = route.url.replace(/:(\w+)/g, (_, name: string) => encode(values[name] ?? name));
    return {
      method: route.method,
      url: url + (query === undefined ? '' : queryString(query)),
      payload: payload === undefined ? undefined : JSON.stringify(payload),
      contentType: payload === undefined ? undefined : 'application/json',
      signedIn: true,
      origin: 'same' as const,
    };
  });
}

/** `{event, body}` envelopes whose body has the event's schema shape (a send a client could make). */
export function shapedEnvelope(events: string[]): fc.Arbitrary<unknown> {
  const known = events.filter((event): event is ClientEventName => event in clientEventSchemas);
  return fc.constantFrom(...known).chain((event) => shapedValues([clientEventSchemas[event]]).map(([body]) => ({ event, body })));
}
