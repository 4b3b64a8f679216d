import { randomUUID } from 'node:crypto';
import type { ErrorRequestHandler } from 'express';
import { databaseFailed, isConnectionFailure } from '../database/outage.js';
import { DomainError, inputErrorFromDatabase, TooManyRequests, TwoFactorRequired } from '../errors.js';

const STATUS: Record<DomainError['code'], number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

/** Body-parser's (and its decompression's) errors carry the status they mean: 400 bad JSON or gzip, 413 too large, 415 charset. */
interface ParserError {
  type?: string;
  status?: number;
  statusCode?: number;
}
const parserStatus = (error: ParserError): number | undefined => error.status ?? error.statusCode;
const isParserError = (error: unknown): error is ParserError => {
  const status = typeof error === 'object' && error !== null ? parserStatus(error as ParserError) : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
};

interface ErrorAnswer {
  status: number;
  code: DomainError['code'] | 'UNAVAILABLE' | 'INTERNAL_SERVER_ERROR';
  message: string;
  retryAfterSeconds?: number;
}

/** The one mapping from any thrown value to what a client is told: short plain words, never a stack trace. */
export function describeError(thrown: unknown): ErrorAnswer {
  const error = inputErrorFromDatabase(thrown) ?? thrown;
  if (error instanceof DomainError) {
    const retryAfterSeconds = error instanceof TooManyRequests ? error.retryAfterSeconds : undefined;
    return { status: STATUS[error.code], code: error.code, message: error.message, retryAfterSeconds };
  }
  if (isParserError(error)) {
    const message =
      error.type === 'entity.parse.failed' ? 'Malformed JSON body' : error.type === 'entity.too.large' ? 'Request body too large' : 'Unreadable request body';
    return { status: parserStatus(error)!, code: 'BAD_USER_INPUT', message };
  }
  if (isConnectionFailure(error)) {
    databaseFailed('a request', error);
    return { status: 503, code: 'UNAVAILABLE', message: 'The database is unavailable; please try again shortly', retryAfterSeconds: 5 };
  }
  const requestId = randomUUID();
  console.error(`[request ${requestId}]`, error);
  return { status: 500, code: 'INTERNAL_SERVER_ERROR', message: `Something went wrong (reference ${requestId})` };
}

/** The REST facade's (and the app's last-resort) error boundary: `{ message }` JSON, whatever failed. */
export const restErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const answer = describeError(error);
  if (answer.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(answer.retryAfterSeconds));
  // A right password from someone who uses two-factor authentication: the client asks for the code.
  res.status(answer.status).json(error instanceof TwoFactorRequired ? { message: answer.message, twoFactorRequired: true } : { message: answer.message });
};

/** Errors before Apollo runs (body parsing, the input guard) in the GraphQL response shape. */
export const graphqlBoundaryErrorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const answer = describeError(error);
  if (answer.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(answer.retryAfterSeconds));
  res.status(answer.status).json({ errors: [{ message: answer.message, extensions: { code: answer.code } }] });
};
