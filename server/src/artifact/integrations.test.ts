import { API_PREFIX, clientEvents, fillPath, routes } from '@chat/protocol';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished, vi } from 'vitest';
import { clientId, sendBody } from '../test/chat-ids.ts';
import { answersOnly, defaultReply } from '../test/fake-openai.ts';
import { inboundPayload } from '../test/fakes/whatsapp.ts';
import { pngBytes } from '../test/files.ts';
import { cookiesOf } from '../test/first-use.ts';
import { ownDatabase, type OwnDatabase } from '../test/postgres-admin.ts';
import { testRedisUrl, uniqueRedisPrefix } from '../test/redis.ts';
import { connectSocketAt, emitEvent, nextEvent, type TestSocket } from '../test/socket.ts';
import { deploymentSecret, startImage, type ImageServer } from './image-server.ts';
import { S3_BUCKET, startIntegrations, STRIPE_WEBHOOK_SECRET, type Integrations } from './integrations.ts';
import { remote, type Remote } from './remote.ts';

const image = inject('image');
const postgres = process.env.TEST_DATABASE_URL;

/** What arrives by a fake in the background (a mail, a text): polled until it has. */
const arrived = <T>(read: () => T | undefined) =>
  vi.waitFor(
    () => {
      const value = read();
      if (value === undefined) throw new Error('not arrived yet');
      return value;
    },
    { timeout: 15_000, interval: 50 },
  );

/**
 * The image with every integration switched on (issue 35): two containers of it on one PostgreSQL
 * and one Redis, every outside service a fake on loopback, each used once through the real client
 * library the product ships. A customer works across both instances, as behind a round-robin balancer.
 */
describe.skipIf(!postgres)('two instances of the image with every integration switched on', () => {
  let fakes: Integrations;
  let database: OwnDatabase;
  let instances: ImageServer[] = [];
  let a: Remote;
  let b: Remote;
  let cookie: string;
  let sockets: { a: TestSocket; b: TestSocket };

  beforeAll(async () => {
    [fakes, database] = await Promise.all([startIntegrations(), ownDatabase(postgres!, 'artifact_integrations')]);
    const env = {
      ...fakes.env,
      SESSION_SECRET: deploymentSecret(),
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: uniqueRedisPrefix(),
    };
    // One after the other: the first migrates the database.
    instances = [await startImage(image, env)];
    instances.push(await startImage(image, env));
    [a, b] = instances.map((instance) => remote(instance.url)) as [Remote, Remote];
  });
  afterAll(async () => {
    sockets?.a.close();
    sockets?.b.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await Promise.all([fakes?.stop(), database?.drop()]);
  });

  it('a code by mail (SMTP) signs the customer in on A, and the session works on B', async () => {
    const email = `ada-${clientId()}@example.com`;
    expect((await a.post(routes.requestSignInCode.path, { identifier: email })).status).toBe(200);
    const code = await arrived(() => fakes.smtp.codeFor(email));
    const verified = await a.post(routes.codeLogin.path, { identifier: email, code });
    expect(verified.status).toBe(200);
    cookie = cookiesOf(verified.headers);
    expect((await b.get(routes.getProfile.path, cookie)).body).toMatchObject({ customer: { email } });
    sockets = { a: await connectSocketAt(a.base, cookie), b: await connectSocketAt(b.base, cookie) };
  });

  it("an answer sent through A streams to the customer's socket on B (Redis), from OpenAI", async () => {
    const body = sendBody({ input: 'Stream this across' });
    fakes.openai.reply = answersOnly(() => ({ pieces: ['Across', ' the', ' instances'], hold: body._id }));
    onTestFinished(() => void (fakes.openai.reply = defaultReply));
    const firstDelta = nextEvent(sockets.b, 'conversation:delta', (delta) => delta._id === body._id, 15_000);
    const answered = nextEvent(sockets.b, 'conversation', (chat) => chat._id === body._id, 15_000);
    expect(await emitEvent(sockets.a, clientEvents.send, body)).toEqual({ ok: true });
    // Held after its first piece: B has it while the answer is still being written on A.
    expect(await firstDelta).toMatchObject({ text: 'Across', at: 0 });
    await fakes.openai.release(body._id);
    expect((await answered).output.content).toBe('Across the instances');
  });

  it('the same _id sent to A and then to B makes one chat', async () => {
    const body = sendBody({ input: 'Only once, please' });
    const calls = () => fakes.openai.requests.filter((request) => JSON.stringify(request.messages).includes(body.input)).length;
    const first = nextEvent(sockets.a, 'conversation', (chat) => chat._id === body._id, 15_000);
    expect(await emitEvent(sockets.a, clientEvents.send, body)).toEqual({ ok: true });
    await first;
    const again = nextEvent(sockets.b, 'conversation', (chat) => chat._id === body._id, 15_000);
    expect(await emitEvent(sockets.b, clientEvents.send, body)).toEqual({ ok: true });
    expect((await again).output.content).toBe('Echo: Only once, please');
    const chats = (await b.get(routes.listChats.path, cookie)).body.chats as { _id: string }[];
    expect(chats.filter((chat) => chat._id === body._id)).toHaveLength(1);
    expect(calls()).toBe(1);
  });

  it.each([
    ['anthropic', 'claude-sonnet-4-5', 'Anthropic echo'],
    ['google', 'gemini-2.5-flash', 'Gemini echo'],
    ['ollama', 'llama3.2:latest', 'Ollama echo'],
  ])('one answer from %s (%s)', async (provider, model, echo) => {
    const body = sendBody({ input: `Hello ${provider}`, provider, model });
    const answered = nextEvent(sockets.b, 'conversation', (chat) => chat._id === body._id, 15_000);
    expect(await emitEvent(sockets.a, clientEvents.send, body)).toEqual({ ok: true });
    expect(await answered).toMatchObject({ status: 'done', provider, model, output: { content: `${echo}: Hello ${provider}` } });
  });

  it('an upload on A goes to S3 and B serves it', async () => {
    const png = pngBytes(4, 4);
    const stored = await a.upload('photo.png', png, 'image/png', cookie);
    expect(stored.status).toBe(201);
    const key = [...fakes.s3.objects.keys()].find((name) => name.startsWith(`${S3_BUCKET}/`) && name.endsWith(stored.body._id));
    expect(fakes.s3.objects.get(key!)?.body.equals(png)).toBe(true);
    const served = await fetch(b.base + stored.body.url, { headers: { cookie } });
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it("a card payment through Stripe on B, settled by Stripe's signed webhook on A", async () => {
    const created = await b.post(routes.createPayment.path, { plan: 'plus', duration: 'week', method: 'card' }, cookie);
    expect(created.body.next.type).toBe('redirect');
    const session = fakes.stripe.pay(new URL(created.body.next.url as string).pathname.split('/').pop()!);
    const payload = JSON.stringify({
      id: `evt_${clientId()}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: session },
    });
    const signature = new Stripe('sk_unused').webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
    const delivered = await fetch(a.base + API_PREFIX + routes.stripeWebhook.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    expect(delivered.status).toBe(200);
    const payment = await b.get(fillPath(routes.getPayment.path, { id: created.body.payment._id }), cookie);
    expect(payment.body.payment.status).toBe('succeeded');
  });

  it('a mobile-money payment through pawaPay on A, verified on B', async () => {
    const body = { plan: 'starter', duration: 'week', method: 'mobile-money', phone: '+237670000789' };
    const created = await a.post(routes.createPayment.path, body, cookie);
    expect(created.body.next).toEqual({ type: 'accept-on-phone' });
    const verified = await b.post(fillPath(routes.verifyPayment.path, { id: created.body.payment._id }), undefined, cookie);
    expect(verified.body.payment.status).toBe('succeeded');
  });

  it('a code by SMS (Twilio) signs in by phone', async () => {
    const phone = `+4072${String(Date.now()).slice(-7)}`;
    expect((await b.post(routes.requestSignInCode.path, { identifier: phone })).status).toBe(200);
    const code = await arrived(() => fakes.twilio.codeFor(phone));
    expect((await a.post(routes.codeLogin.path, { identifier: phone, code })).status).toBe(200);
  });

  it('Google sign-in (OpenID Connect): started on A, finished on B', async () => {
    fakes.google.nextUser = { sub: `g-${clientId()}`, email: `grace-${clientId()}@gmail.com`, name: 'Grace Hopper' };
    const start = await a.get(`${routes.googleStart.path}?mode=login`);
    expect(start.status).toBe(302);
    const callback = new URL((await fetch(start.headers.get('location')!, { redirect: 'manual' })).headers.get('location')!);
    const grant = { code: callback.searchParams.get('code'), state: callback.searchParams.get('state') };
    const signedIn = await b.post(routes.googleLogin.path, grant, cookiesOf(start.headers));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.customer).toMatchObject({ name: 'Grace Hopper', external: { provider: 'google' } });
  });

  it('WhatsApp: a number linked by a code sent on WhatsApp, then a message from it answered there', async () => {
    const phone = `+4073${String(Date.now()).slice(-7)}`;
    expect((await a.post(routes.requestWhatsAppCode.path, { phone }, cookie)).status).toBe(200);
    const code = await arrived(() => fakes.whatsapp.codeSentTo(phone));
    expect((await b.post(routes.linkWhatsApp.path, { phone, code }, cookie)).body).toEqual({ phone });
    const delivered = await fakes.whatsapp.postWebhook(
      a.base + API_PREFIX + routes.whatsappWebhook.path,
      inboundPayload(phone.slice(1), [{ text: 'Hi from WhatsApp' }]),
    );
    expect(delivered.status).toBe(200);
    expect(await arrived(() => fakes.whatsapp.textsTo(phone).find((text) => text.includes('Hi from WhatsApp')))).toMatch(
      /echo: Hi from WhatsApp$/i,
    );
  });
});
