import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProviderListResponse, StoredFile } from '@chat/protocol';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { sendBody } from '../../../test/chat-ids.ts';
import { createSignedInCustomer, type TestCustomer } from '../../../test/customers.ts';
import { defaultReply, startFakeOpenAI, textOf, type FakeContentPart, type FakeOpenAI } from '../../../test/fake-openai.ts';
import { FAIL_IMAGE, FAKE_TRANSCRIPTION } from '../../../test/fake-openai-media.ts';
import { corruptPdf, pageBombPdf, pngBytes, scannedPdf, textPdf, upload } from '../../../test/files.ts';
import { connectSocket, emitEvent, nextEvent, type TestSocket } from '../../../test/socket.ts';
import { allowEveryone } from './plan-check.ts';

let fake: FakeOpenAI;
let customer: TestCustomer;
let socket: TestSocket;

/** Three OpenAI models: one reads images and PDFs, one images only, one text only; a compatible server without media models. */
const catalog = (labUrl: string) => ({
  providers: [
    {
      _id: 'openai',
      models: [
        { _id: 'reads-all', name: 'Reads All', isDefault: true, capabilities: { input: ['text', 'image', 'pdf'] } },
        { _id: 'sees', name: 'Sees Images', capabilities: { input: ['text', 'image'] } },
        { _id: 'text-only', name: 'Text Only', capabilities: { input: ['text'] } },
      ],
    },
    { _id: 'lab', type: 'openai-compatible', baseUrl: labUrl, models: [{ _id: 'lab-model', name: 'Lab Model' }] },
  ],
});

const catalogFile = path.join(tmpdir(), `catalog-media-${process.pid}.json`);

beforeAll(async () => {
  fake = await startFakeOpenAI();
  writeFileSync(catalogFile, JSON.stringify(catalog(fake.baseUrl)));
  return () => fake.close();
});
const server = useTestApp({
  env: () => ({ OPENAI_BASE_URL: fake.baseUrl, AI_CATALOG: catalogFile, AI_TIMEOUT_MS: '3000' }),
  planCheck: allowEveryone,
  listen: true,
});

beforeEach(async () => {
  fake.reply = defaultReply;
  fake.requests.length = 0;
  customer = await createSignedInCustomer(server.app);
  socket?.close();
  socket = await connectSocket(server.app, customer.cookie);
});

afterAll(() => socket.close());

const uploadFile = async (name: string, bytes: Buffer, owner = customer) => {
  const response = await upload(server.app, owner.cookie, name, bytes);
  expect(response.statusCode).toBe(201);
  return response.json<StoredFile>()._id;
};
/** A send payload for the catalog's default model unless told otherwise. */
const payload = (body: Record<string, unknown>) => sendBody({ model: 'reads-all', ...body });
const send = (body: Record<string, unknown>) => emitEvent(socket, 'main:conversations:send', payload(body));
/** Sends and waits for the stored answer. */
const answered = async (body: Record<string, unknown>) => {
  const full = payload(body);
  const done = nextEvent(socket, 'conversation', (chat) => chat._id === full._id);
  expect(await emitEvent(socket, 'main:conversations:send', full)).toEqual({ ok: true });
  return done;
};
const lastUserContent = () => {
  const answer = fake.requests.find((r) => !textOf(r.messages[0]!.content).includes('short title'))!;
  return answer.messages.at(-1)!.content;
};
const fetchFile = (file: StoredFile) => server.app.inject({ url: file.url, headers: { cookie: customer.cookie } });

describe('files in: images and PDFs reach the model (attachments and media issue)', () => {
  it('sends an image to a vision model as an image part, and shows it on the stored input', async () => {
    const id = await uploadFile('cat.png', pngBytes(3, 2));
    const chat = await answered({ input: 'What is this?', model: 'sees', files: [id] });
    expect(chat.status).toBe('done');
    expect(chat.input.files).toEqual([
      { _id: id, name: 'cat.png', type: 'image/png', size: expect.any(Number), url: `/api/files/${id}` },
    ]);
    const parts = lastUserContent() as FakeContentPart[];
    expect(parts[0]).toEqual({ type: 'text', text: 'What is this?' });
    expect(parts[1]).toMatchObject({
      type: 'image_url',
      image_url: { url: expect.stringMatching(/^data:image\/png;base64,iVBOR/) },
    });
  });

  it('sends a PDF natively to a model that reads PDFs', async () => {
    const id = await uploadFile('report.pdf', textPdf(['Revenue grew']));
    await answered({ input: 'Summarise', model: 'reads-all', files: [id] });
    const parts = lastUserContent() as FakeContentPart[];
    expect(parts[1]).toMatchObject({
      type: 'file',
      file: { filename: 'report.pdf', file_data: expect.stringMatching(/^data:application\/pdf;base64,/) },
    });
  });

  it('gives a model without PDF input the PDF’s text with its page count, and inlines text files', async () => {
    const pdf = await uploadFile('report.pdf', textPdf(['Revenue grew by ten percent', 'Costs stayed flat']));
    const notes = await uploadFile('notes.md', Buffer.from('# Notes\nRemember the budget.'));
    await answered({ input: 'Summarise', model: 'text-only', files: [pdf, notes] });
    const content = lastUserContent();
    expect(typeof content).toBe('string');
    expect(content).toContain(
      '[Attached file "report.pdf" (PDF, 2 pages), its text:]\nRevenue grew by ten percent\nCosts stayed flat',
    );
    expect(content).toContain('[Attached file "notes.md":]\n# Notes\nRemember the budget.');
  });

  it('refuses an image for a text-only model, naming it and suggesting one that reads images', async () => {
    const id = await uploadFile('cat.png', pngBytes());
    expect(await send({ model: 'text-only', files: [id] })).toEqual({
      ok: false,
      code: 'validation_failed',
      message: 'Text Only cannot read images. Choose a model that can, such as Reads All.',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    ['a scanned PDF without text', scannedPdf(), /contains no text \(it looks like a scan\)/],
    ['a corrupt PDF', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x5a)]), /could not be read: it is damaged/],
    ['a PDF bomb claiming a million pages', pageBombPdf(), /could not be read|too many pages/],
  ])('refuses %s for a model that needs the text, with a clear message', async (_label, bytes, message) => {
    const id = await uploadFile('doc.pdf', bytes);
    const ack = await send({ model: 'text-only', files: [id] });
    expect(ack).toMatchObject({ ok: false, code: 'validation_failed', message: expect.stringMatching(message) });
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a corrupt PDF even for a model that reads PDFs natively', async () => {
    const id = await uploadFile('doc.pdf', corruptPdf());
    expect(await send({ model: 'reads-all', files: [id] })).toMatchObject({ ok: false, code: 'validation_failed' });
  });

  it('treats another customer’s file id, or a file already sent with another message, as not found', async () => {
    const other = await createSignedInCustomer(server.app);
    const foreign = await uploadFile('theirs.png', pngBytes(), other);
    expect(await send({ files: [foreign] })).toEqual({
      ok: false,
      code: 'not_found',
      message: 'An attached file was not found.',
    });
    const mine = await uploadFile('mine.png', pngBytes());
    await answered({ model: 'sees', files: [mine] });
    expect(await send({ model: 'sees', files: [mine] })).toMatchObject({ ok: false, code: 'not_found' });
  });

  it('refuses more files than a message may carry', async () => {
    const ids = await Promise.all(Array.from({ length: 11 }, (_, index) => uploadFile(`n${index}.txt`, Buffer.from('x'))));
    expect(await send({ files: ids })).toMatchObject({
      ok: false,
      code: 'validation_failed',
      message: expect.stringMatching(/files/),
    });
  });
});

describe('media out: generated images and spoken answers', () => {
  it('generates an image: processing while it works, then the stored image in output.files', async () => {
    const processing = nextEvent(socket, 'chats:request', (request) => request.code === 'processing');
    const chat = await answered({ input: 'A red bicycle', media: { image: { wants: true } } });
    await processing;
    expect(chat.status).toBe('done');
    expect(fake.media.images.at(-1)).toEqual({ model: 'gpt-image-1', prompt: 'A red bicycle' });
    expect(chat.output.files).toEqual([expect.objectContaining({ name: 'image.png', type: 'image/png' })]);
    const image = await fetchFile(chat.output.files[0]!);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('fails the chat with the error code and a stored error when the provider cannot generate the image', async () => {
    const body = payload({ input: `please ${FAIL_IMAGE}`, media: { image: { wants: true } } });
    const failed = nextEvent(socket, 'chats:request', (request) => request.code === 'error');
    expect(await emitEvent(socket, 'main:conversations:send', body)).toEqual({ ok: true });
    const { lastChat } = await failed;
    expect(lastChat).toMatchObject({
      _id: body._id,
      status: 'error',
      output: { content: 'The image could not be generated.', files: [] },
    });
  });

  it('refuses image mode for a provider without an image model, naming the model', async () => {
    expect(await send({ provider: 'lab', model: 'lab-model', media: { image: { wants: true } } })).toEqual({
      ok: false,
      code: 'validation_failed',
      message: 'Lab Model cannot generate images. Choose a model that can.',
    });
    expect(fake.media.images.filter((image) => image.prompt === 'Hello there')).toEqual([]);
  });

  it('answers in speech when asked: the text answer plus an audio file of it', async () => {
    const chat = await answered({ input: 'Say hi', media: { audio: true } });
    expect(chat.output.content).toBe('Echo: Say hi');
    expect(fake.media.speech.at(-1)).toMatchObject({ model: 'tts-1', input: 'Echo: Say hi' });
    expect(chat.output.files).toEqual([expect.objectContaining({ type: 'audio/mpeg' })]);
    expect((await fetchFile(chat.output.files[0]!)).headers['content-type']).toBe('audio/mpeg');
  });

  it('asks for plain text without Markdown when media.clear is false', async () => {
    await answered({ input: 'List things', media: { clear: false } });
    expect(textOf(fake.requests[0]!.messages[0]!.content)).toMatch(/plain text: no Markdown/);
  });

  it('lists what the models produce: images and audio from the provider’s media models', async () => {
    const response = await server.app.inject({ url: '/api/ai/providers?output=image', headers: { cookie: customer.cookie } });
    const models = response.json<ProviderListResponse>().providers[0]!.models;
    expect(models).toContainEqual(
      expect.objectContaining({
        _id: 'sees',
        capabilities: { input: ['text', 'image'], output: ['text', 'image', 'audio'], web: true },
      }),
    );
  });
});

describe('speech endpoints', () => {
  const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(500, 1)]);

  it('transcribes a recording with the provider’s speech-to-text model', async () => {
    const response = await upload(server.app, customer.cookie, 'speech.webm', webm, 'audio/webm', '/api/speech/transcriptions');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ text: FAKE_TRANSCRIPTION });
    expect(fake.media.transcriptions.at(-1)?.contentType).toMatch(/^multipart\/form-data/);
  });

  it('refuses a recording that is not audio', async () => {
    const response = await upload(
      server.app,
      customer.cookie,
      'speech.webm',
      pngBytes(),
      'audio/webm',
      '/api/speech/transcriptions',
    );
    expect(response.statusCode).toBe(415);
  });

  it('reads a text aloud with the provider’s text-to-speech model', async () => {
    const response = await server.http.post('/api/speech', { text: 'Hello there' }, customer.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.rawPayload.length).toBeGreaterThan(1000);
    const empty = await server.http.post('/api/speech', { text: ' ' }, customer.cookie);
    expect(empty.statusCode).toBe(400);
  });
});
