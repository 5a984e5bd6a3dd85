import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '@chat/protocol';
import { AppError } from '../lib/errors.ts';

/**
 * Every failure answers `{message, code}` (DESIGN §4). Messages of 4xx are meant for the
 * user (the client shows them for 400/403/404, §8); 5xx never leak internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, body } = toResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request refused');
    return reply.status(status).send(body);
  });
}

function toResponse(error: FastifyError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) return reply(error.statusCode, error.code, error.message);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation
      .map((issue) => `${issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'value'}: ${issue.message}`)
      .join('; ');
    return reply(400, 'validation_failed', `Invalid ${error.validationContext ?? 'request'}: ${details}`);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return reply(413, 'payload_too_large', 'The request is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return reply(415, 'unsupported_media_type', 'Send the request body as application/json.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return reply(400, 'bad_request', 'The request body is not valid JSON.');
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return reply(429, 'rate_limited', error.message || 'Too many requests. Please wait and try again.');
  if (status >= 400 && status < 500) return reply(status, codeForStatus(status), error.message);
  return reply(500, 'internal_error', 'Server Error. Please try again later.');
}

function reply(status: number, code: ErrorCode, message: string) {
  return { status, body: { message, code } };
}

function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 415) return 'unsupported_media_type';
  return 'bad_request';
}
