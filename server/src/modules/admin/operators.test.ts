import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema.ts';
import { runOperatorCommand } from '../../cli/operator-command.ts';
import { useTestApp } from '../../test/app.ts';
import { createSignedInCustomer, type TestCustomer } from '../../test/customers.ts';
import { createSignedInOperator } from '../../test/operators.ts';
import { latestCodeSent } from '../../test/outbox.ts';

const server = useTestApp({ env: { OPERATOR_EMAILS: ' Boss@Example.com , ' } });

async function cli(...args: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await runOperatorCommand(args, server.app.database.db, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

describe('operators (issue 22)', () => {
  let customer: TestCustomer;
  beforeAll(async () => {
    customer = await createSignedInCustomer(server.app);
  });

  it('answers a customer and a guest as if the console did not exist', async () => {
    for (const cookie of [customer.cookie, undefined]) {
      const response = await server.http.get('/api/admin/operator', cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'No route for GET /api/admin/operator' });
    }
  });

  it('makes an operator of a customer whose verified e-mail is in OPERATOR_EMAILS', async () => {
    const boss = await createSignedInCustomer(server.app, { email: 'boss@example.com' });
    const response = await server.http.get('/api/admin/operator', boss.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id: boss.id, email: 'boss@example.com' });
    // Their profile says so, so the app shows them the way in; a customer's says nothing of it.
    expect((await server.http.get('/api/customers/profile', boss.cookie)).json()).toMatchObject({ operator: true });
    expect((await server.http.get('/api/customers/profile', customer.cookie)).json()).not.toHaveProperty('operator');
  });

  it('says so in the answer of the sign-up, so the app shows the console without asking the profile again', async () => {
    // The operator's first visit: their e-mail is in OPERATOR_EMAILS, their account made by the code.
    const identifier = 'boss@example.com';
    await server.app.database.db.delete(customers).where(eq(customers.email, identifier));
    expect((await server.http.post('/api/customers/auth/otp', { identifier })).statusCode).toBe(200);
    const code = await latestCodeSent(server.app, identifier);
    const signedUp = await server.http.post('/api/customers/auth/login/verify', { identifier, code });
    expect(signedUp.json()).toMatchObject({ customer: { email: identifier }, operator: true });

    const other = 'not-a-boss@example.com';
    expect((await server.http.post('/api/customers/auth/otp', { identifier: other })).statusCode).toBe(200);
    const answer = await server.http.post('/api/customers/auth/login/verify', {
      identifier: other,
      code: await latestCodeSent(server.app, other),
    });
    expect(answer.json()).not.toHaveProperty('operator');
  });

  it('adds and removes an operator by command; a removed operator’s open session is refused at once', async () => {
    const added = await createSignedInCustomer(server.app);
    expect((await server.http.get('/api/admin/operator', added.cookie)).statusCode).toBe(404);
    expect(await cli('add', added.email.toUpperCase())).toEqual({
      code: 0,
      output: `${added.email.toUpperCase()} is now an operator.`,
    });
    expect((await server.http.get('/api/admin/operator', added.cookie)).statusCode).toBe(200);
    expect((await cli('list')).output).toContain(`${added.email}  added`);
    expect((await cli('add', added.email)).output).toBe(`${added.email} already is an operator.`);

    expect(await cli('remove', added.email)).toEqual({ code: 0, output: `${added.email} is no longer an operator.` });
    // The same session, still signed in as a customer, is no longer let in.
    expect((await server.http.get('/api/admin/audit', added.cookie)).statusCode).toBe(404);
    expect((await server.http.get('/api/customers/profile', added.cookie)).statusCode).toBe(200);

    const operator = await createSignedInOperator(server.app);
    const log = (await server.http.get(`/api/admin/audit?targetType=operator&targetId=${added.id}`, operator.cookie)).json();
    expect(log.entries.map((entry: { action: string }) => entry.action)).toEqual(['operator.remove', 'operator.add']);
    expect(log.entries[1].operator.email).toBe('command line');
  });

  it('the command explains its usage and an unknown e-mail', async () => {
    expect((await cli()).code).toBe(2);
    expect((await cli('add')).code).toBe(2);
    const unknown = await cli('add', 'nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.output).toContain('No customer signs in with the e-mail nobody@example.com');
  });

  it('leaves the console out of the OpenAPI document', async () => {
    const document = (await server.http.get('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/admin'))).toBe(false);
    expect(Object.keys(document.paths)).toContain('/api/reports');
  });
});
