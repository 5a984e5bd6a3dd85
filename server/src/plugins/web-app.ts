import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SHARE_PAGE_PATH } from '@chat/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isConsolePage } from './console-pages.ts';

const HASHED_ASSET = /\/assets\//;
const HAS_EXTENSION = /\.[a-z0-9]+$/i;

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated,
 * and index.html for any unknown GET path that is not an API or asset path (SPA fallback).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const root = distDir && path.resolve(distDir);
  if (!root || !existsSync(path.join(root, 'index.html'))) {
    if (root) app.log.warn({ root }, 'no built web app found; serving the API only (run `npm run build`)');
    app.setNotFoundHandler((request, reply) => notFound(request, reply));
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: false,
    // The build writes .br and .gz beside each asset (web/scripts/compress-dist.mjs).
    preCompressed: true,
    setHeaders(res, filePath) {
      // The Google popup's landing page must keep its opener across the trip through Google's
      // origin; any other COOP value would cut the popup off from the window that opened it.
      if (filePath.includes(`${path.sep}oauth${path.sep}`)) res.header('cross-origin-opener-policy', 'unsafe-none');
      res.header(
        'cache-control',
        HASHED_ASSET.test(filePath.replaceAll(path.sep, '/')) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const sendPage = (reply: FastifyReply, file: string) =>
    reply.header('cache-control', 'no-cache').type('text/html').sendFile(file);
  const sendIndex = (reply: FastifyReply) => sendPage(reply, 'index.html');
  // Pages the build pre-rendered besides the chat, each in a file named by its path (/plans:
  // plans.html; web/prerender-shell-plugin.ts, issue 39): their first paint is the page itself.
  const prerendered = new Map(
    readdirSync(root)
      .filter((file) => file.endsWith('.html') && file !== 'index.html')
      .map((file) => [`/${file.slice(0, -'.html'.length)}`, file]),
  );
  // A shared conversation's page (/s/<token>) is public but not for search engines (issue 20).
  const isSharePage = (pathname: string) => pathname === SHARE_PAGE_PATH || pathname.startsWith(`${SHARE_PAGE_PATH}/`);

  app.get('/', (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/socket') &&
      !HAS_EXTENSION.test(pathname);
    if (isPage && isSharePage(pathname)) reply.header('x-robots-tag', 'noindex, nofollow');
    if (isPage && isConsolePage(pathname)) return consolePage(request, reply);
    const page = isPage ? prerendered.get(pathname) : undefined;
    if (page) return sendPage(reply, page);
    return isPage ? sendIndex(reply) : notFound(request, reply);
  });

  /**
   * The console (issue 22) is served to operators; anyone else gets a 404, with the app's page so a
   * person who typed the address lands on the chat (§2: an unknown path redirects to /).
   */
  const consolePage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await app.operators.isOperator(request.customer)) return sendIndex(reply.header('x-robots-tag', 'noindex, nofollow'));
    request.log.warn({ customerId: request.customer?.id, url: request.url }, 'refused: not an operator');
    return sendIndex(reply.status(404));
  };
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0];
  return reply.status(404).send({ message: `No route for ${request.method} ${pathname}`, code: 'not_found' });
}
