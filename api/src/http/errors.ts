import { randomUUID } from 'node:crypto';
import type { ErrorRequestHandler } from 'express';
import { DomainError, TooManyRequests } from '../errors.js';

const STATUS: Record<DomainError['code'], number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

/** Body-parser's errors carry the status they mean (400 bad JSON, 413 too large, 415 charset). */
interface ParserError {
  type: string;
  status: number;
}
const isParserError = (error: unknown): error is ParserError =>
  typeof error === 'object' && error !== null && 'type' in error && 'status' in error && typeof error.status === 'number' && error.status < 500;

/** The REST facade's one error boundary: short plain messages, never a stack trace. */
export const restErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (error instanceof DomainError) {
    if (error instanceof TooManyRequests) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res.status(STATUS[error.code]).json({ message: error.message });
    return;
  }
  if (isParserError(error)) {
    const message =
      error.type === 'entity.parse.failed' ? 'Malformed JSON body' : error.type === 'entity.too.large' ? 'Request body too large' : 'Unreadable request body';
    res.status(error.status).json({ message });
    return;
  }
  const requestId = randomUUID();
  console.error(`[rest ${requestId}]`, error);
  res.status(500).json({ message: `Something went wrong (reference ${requestId})` });
};
