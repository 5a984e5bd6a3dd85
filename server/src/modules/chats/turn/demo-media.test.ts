import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { sendBody } from '../../../test/chat-ids.ts';
import { createSignedInCustomer, type TestCustomer } from '../../../test/customers.ts';
import { pngBytes, textPdf, upload } from '../../../test/files.ts';
import { connectSocket, emitEvent, nextEvent, type TestSocket } from '../../../test/socket.ts';
import { allowEveryone } from './plan-check.ts';
import { imageSize } from '../../../ai/media/image-size.ts';

let customer: TestCustomer;
let socket: TestSocket;

/** The embedded defaults: no provider configured, the offline demo reads files and draws placeholders. */
const server = useTestApp({ planCheck: allowEveryone, listen: true });
beforeAll(async () => {
  customer = await createSignedInCustomer(server.app);
  socket = await connectSocket(server.app, customer.cookie);
});

afterAll(() => socket.close());

const demo = (body: Record<string, unknown>) => sendBody({ provider: 'demo', model: 'offline-demo', ...body });
const answered = async (body: Record<string, unknown>) => {
  const done = nextEvent(socket, 'conversation', (chat) => chat._id === body._id, 20_000);
  expect(await emitEvent(socket, 'main:conversations:send', body)).toEqual({ ok: true });
  return done;
};
const uploaded = async (name: string, bytes: Buffer) =>
  (await upload(server.app, customer.cookie, name, bytes)).json<{ _id: string }>()._id;

describe('offline demo with files and media', () => {
  it('reads images and PDFs and acknowledges them honestly', async () => {
    const image = await uploaded('cat.png', pngBytes(3, 2));
    const pdf = await uploaded('report.pdf', textPdf(['Revenue grew by ten percent', 'Costs stayed flat']));
    const chat = await answered(demo({ input: 'What do you see?', files: [image, pdf] }));
    expect(chat.output.content).toContain('I received image cat.png (3×2), but as a demo I cannot see it.');
    expect(chat.output.content).toContain(
      'I received PDF report.pdf with 2 pages: first words “Revenue grew by ten percent Costs stayed flat …”',
    );
    expect(chat.output.content).toContain('offline demo model');
  }, 30_000);

  it('draws a labelled placeholder image for image mode, stored and fetchable', async () => {
    const processing = nextEvent(socket, 'chats:request', (request) => request.code === 'processing');
    const chat = await answered(demo({ input: 'A lighthouse at dusk', media: { image: { wants: true, type: 'png' } } }));
    await processing;
    expect(chat.output.content).toMatch(/^\*\*Demo image\.\*\*/);
    const [file] = chat.output.files;
    expect(file).toMatchObject({ name: 'image.png', type: 'image/png' });
    const fetched = await server.app.inject({ url: file!.url, headers: { cookie: customer.cookie } });
    expect(imageSize(fetched.rawPayload, 'image/png')).toEqual({ width: 512, height: 512 });
  });

  it('has no speech models: both speech calls answer 404 so the browser speaks instead', async () => {
    const speak = await server.http.post('/api/speech', { text: 'Hi' }, customer.cookie);
    expect(speak.statusCode).toBe(404);
    expect(speak.json()).toEqual({ code: 'not_found', message: 'No text-to-speech model is configured.' });
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(100, 1)]);
    const transcribe = await upload(server.app, customer.cookie, 'a.webm', webm, 'audio/webm', '/api/speech/transcriptions');
    expect(transcribe.statusCode).toBe(404);
  });

  it('lists the demo as reading text, images and PDFs and producing text and images', async () => {
    const list = (await server.app.inject({ url: '/api/ai/providers' })).json<{
      providers: { models: { capabilities: object }[] }[];
    }>();
    expect(list.providers[0]!.models[0]!.capabilities).toEqual({
      input: ['text', 'image', 'pdf'],
      output: ['text', 'image'],
      web: true,
    });
  });
});
