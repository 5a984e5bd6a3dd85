import type { ErrorCode } from '@chat/protocol';

/** A failure with a status and a stable code; its message is safe to show (DESIGN §6.8). */
export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly code: ErrorCode;

  constructor(statusCode: number, code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.statusCode = statusCode;
    this.code = code;
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const badRequest = (message: string) => new AppError(400, 'bad_request', message);
export const unauthorized = () => new AppError(401, 'unauthorized', 'Unauthorized. Please log in.');
export const forbidden = (message = 'Forbidden') => new AppError(403, 'forbidden', message);
