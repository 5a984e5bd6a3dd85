import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { insertChat, search } from '../../test/search.ts';

/**
 * Issue 37 (3): a cursor the server could never have answered reached the database, which failed
 * with a 500 (bigint out of range; interval or timestamp out of range). The cursor schema now takes
 * only what the server writes: microseconds in range and a 24-hex id.
 */
const server = useTestApp();
let owner: TestCustomer;
beforeAll(async () => {
  owner = await createSignedInCustomer(server.app);
  await insertChat(server.app, owner.id, 'hello there', 'hello back');
});

describe('GET /api/search: a forged cursor is a 400, never a 500', () => {
  const id = 'a'.repeat(24);
  it.each([
    ['a number past bigint', `99999999999999999999.${id}`],
    ['a bigint past any timestamp', `9223372036854775807.${id}`],
    ['a time past what a cursor can hold', `9007199254740992.${id}`],
    ['leading zeros', `0001.${id}`],
    ['an id in capitals', `1.${'A'.repeat(24)}`],
    ['an id too short', `1.${'a'.repeat(23)}`],
  ])('refuses %s', async (_case, cursor) => {
    const { status, body } = await search(server.app, owner, 'hello', { cursor });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(/cursor/) });
  });

  it('still pages with the cursors it answers, and takes the largest time a cursor holds', async () => {
    await insertChat(server.app, owner.id, 'hello again', 'ok');
    const first = await search(server.app, owner, 'hello', { limit: '1' });
    expect(first.status).toBe(200);
    expect(first.body.next).toMatch(/^\d+\.[0-9a-f]{24}$/);
    const second = await search(server.app, owner, 'hello', { limit: '1', cursor: first.body.next! });
    expect(second.status).toBe(200);
    expect(second.body.hits).toHaveLength(1);
    expect(second.body.hits[0]!.chat).not.toBe(first.body.hits[0]!.chat);
    const far = await search(server.app, owner, 'hello', { cursor: `${Number.MAX_SAFE_INTEGER}.${id}` });
    expect(far.status).toBe(200);
    expect(far.body.hits).toHaveLength(2);
    expect((await search(server.app, owner, 'hello', { cursor: `0.${id}` })).body.hits).toEqual([]);
  });
});
