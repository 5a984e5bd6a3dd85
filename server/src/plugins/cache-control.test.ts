import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../test/customers.ts';
import { pngBytes, upload } from '../test/files.ts';
import { createSignedInOperator } from '../test/operators.ts';

/**
 * Issue 37 (4): private answers carried no Cache-Control, so a browser or a proxy could keep a
 * profile, conversations, payments or share tokens. Every API answer now says `no-store` unless
 * its route chose its own header.
 */
const server = useTestApp();
let customer: TestCustomer;
beforeAll(async () => {
  customer = await createSignedInCustomer(server.app);
});

const PRIVATE_READS = [
  '/api/customers/profile',
  '/api/conversations',
  '/api/conversations/chats',
  '/api/search?q=hello',
  '/api/payments',
  '/api/shares',
  '/api/quota',
];

describe('Cache-Control of the API', () => {
  it.each(PRIVATE_READS)('GET %s answers a signed-in customer with no-store', async (url) => {
    const response = await server.http.get(url, customer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(PRIVATE_READS)('GET %s answers its 401 with no-store too', async (url) => {
    const response = await server.http.get(url);
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('says no-store on an operator’s answers, a refused request and an unknown API path', async () => {
    const operator = await createSignedInOperator(server.app);
    const admin = await server.http.get('/api/admin/plans', operator.cookie);
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['cache-control']).toBe('no-store');
    const refused = await server.http.get('/api/search?q=%00', customer.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
    // The console hides from customers with a 404.
    const notOperator = await server.http.get('/api/admin/plans', customer.cookie);
    expect(notOperator.statusCode).toBe(404);
    expect(notOperator.headers['cache-control']).toBe('no-store');
    const unknown = await server.http.get('/api/no-such-route', customer.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('keeps the header a route sets itself: a customer’s own file stays private to its browser', async () => {
    const uploaded = await upload(server.app, customer.cookie, 'dot.png', pngBytes(), 'image/png');
    expect(uploaded.statusCode).toBe(201);
    const file = await server.http.get(`/api/files/${uploaded.json()._id}`, customer.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, max-age=86400');
    const missing = await server.http.get(`/api/files/${'0'.repeat(24)}`, customer.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });
});
