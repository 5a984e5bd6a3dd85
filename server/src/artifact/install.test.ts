import { existsSync } from 'node:fs';
import path from 'node:path';
import { clientEvents, routes } from '@chat/protocol';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { API_DOCS_PREFIX } from '../plugins/openapi.ts';
import { clientId } from '../test/chat-ids.ts';
import { textPdf } from '../test/files.ts';
import { firstUse, signIn } from '../test/first-use.ts';
import { ownDatabase } from '../test/postgres-admin.ts';
import { testRedisUrl, uniqueRedisPrefix } from '../test/redis.ts';
import { connectSocketAt, emitEvent, nextEvent } from '../test/socket.ts';
import { checkout } from './global-setup.ts';
import { deploymentSecret, startImage, type ImageServer } from './image-server.ts';
import { remote } from './remote.ts';
import { packagesLoaded, unresolvable } from './runtime-packages.ts';

const image = inject('image');
const postgres = process.env.TEST_DATABASE_URL;

/**
 * The Docker image as its runtime stage installs it (`npm ci --omit=dev` for the server, the
 * built dist, the migrations): a package the bundle needs that only the development tree holds
 * works in every other test and fails here, as in production.
 */
describe("the image's install", () => {
  it('resolves every package the bundle loads at run time, as the built checkout does', async () => {
    const packages = await packagesLoaded(path.join(image.dir, 'server/dist'));
    // The packages the build leaves to node_modules (server/scripts/build.mjs), as the scan sees them.
    expect([...packages.keys()]).toEqual(
      expect.arrayContaining(['@node-rs/argon2', '@electric-sql/pglite', 'pino', 'pino-pretty', '@fastify/swagger-ui', 'unpdf']),
    );
    // Optional ones (pg's native driver, ws's native helpers) are absent from both: the code that asks copes.
    const optional = await unresolvable(path.join(checkout, 'server/dist'), packages);
    expect(await unresolvable(path.join(image.dir, 'server/dist'), packages)).toEqual(optional);
  });

  it('starts on an empty volume as the image does: the database from the template, the app, the API reference, a first use and a PDF read', async () => {
    const server = await startImage(image, { SESSION_SECRET: deploymentSecret() });
    onTestFinished(server.stop);
    expect(existsSync(path.join(server.dataDir, 'db', 'PG_VERSION'))).toBe(true);
    const api = remote(server.url);
    const page = await fetch(server.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    const reference = await fetch(`${server.url}${API_DOCS_PREFIX}/static/index.html`);
    expect(reference.status).toBe(200);
    expect((await api.get(routes.openApiDocument.path)).body).toMatchObject({ openapi: expect.any(String) });

    const seen = await firstUse(server.url, server.dataDir);
    expect(seen).toMatchObject({ health: { status: 'ok' }, ready: { status: 'ready', database: 'ok' }, socketConnected: true });

    // The offline demo reads a PDF in the PDF worker (unpdf): a file of the image's own.
    const cookie = await signIn(server.url, server.dataDir, `pdf-${clientId()}@example.com`);
    const file = await api.upload('notes.pdf', textPdf(['Quarterly figures rose sharply']), 'application/pdf', cookie);
    expect(file.status).toBe(201);
    const socket = await connectSocketAt(server.url, cookie);
    try {
      const body = {
        _id: clientId(),
        input: 'Read this',
        files: [file.body._id],
        provider: 'demo',
        model: 'offline-demo',
        version: 'v1',
      };
      const answered = nextEvent(socket, 'conversation', (chat) => chat._id === body._id, 30_000);
      expect(await emitEvent(socket, clientEvents.send, body)).toEqual({ ok: true });
      expect((await answered).output.content).toContain('first words “Quarterly figures rose sharply');
    } finally {
      socket.close();
    }
  });

  it.skipIf(!postgres)('starts as the image does on PostgreSQL and Redis', async () => {
    const database = await ownDatabase(postgres!, 'artifact_install');
    const servers: ImageServer[] = [];
    onTestFinished(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await database.drop();
    });
    const server = await startImage(image, {
      SESSION_SECRET: deploymentSecret(),
      DATABASE_URL: database.url,
      REDIS_URL: testRedisUrl,
      REDIS_PREFIX: uniqueRedisPrefix(),
    });
    servers.push(server);
    expect(await firstUse(server.url, server.dataDir)).toMatchObject({
      health: { status: 'ok' },
      ready: { status: 'ready', database: 'ok', redis: 'ok' },
    });
  });
});
