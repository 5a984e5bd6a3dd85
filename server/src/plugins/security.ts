import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';
import { isAllowedOrigin } from '../lib/origin.ts';
import { inlineScriptHashes } from './inline-scripts.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Server-to-server callers (webhooks) that carry no browser Origin and sign their bodies instead. */
    allowForeignOrigin?: boolean;
    /** Routes that take multipart/form-data uploads. */
    multipart?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers with a strict CSP, and the CSRF defence of ASVS 3.5: a state-changing
 * request must come from an allowed Origin and carry JSON (or multipart where the route
 * says so), so a cross-site form post can never reach a cookie-authenticated route.
 */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(app.config.webDist)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: app.config.isProduction ? [] : null,
      },
    },
    // The Google sign-in popup must be able to message its opener (ASVS 3.4.8).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: app.config.isProduction,
  });

  // Plain text bodies are what a cross-site <form enctype="text/plain"> sends; we accept none.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const routeConfig = request.routeOptions.config;
    if (!routeConfig.allowForeignOrigin && !isAllowedOrigin(request.headers, app.config)) {
      request.log.warn({ origin: request.headers.origin }, 'refused a request from a foreign origin');
      throw new AppError(403, 'foreign_origin', 'Requests from other sites are not allowed.');
    }
    const type = request.headers['content-type'];
    if (type === undefined) return;
    const mediaType = type.split(';')[0]!.trim().toLowerCase();
    const accepted = mediaType === 'application/json' || (routeConfig.multipart && mediaType === 'multipart/form-data');
    if (!accepted) {
      throw new AppError(415, 'unsupported_media_type', 'Send the request body as application/json.');
    }
  });
}
