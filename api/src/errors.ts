/**
 * Domain errors thrown by services. One mapper turns them into GraphQL `extensions.code`
 * (graphql/errors.ts) and one into HTTP statuses (http/errors.ts).
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly code: 'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS',
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidInput extends DomainError {
  constructor(message: string) {
    super(message, 'BAD_USER_INPUT');
  }
}

export class Unauthenticated extends DomainError {
  constructor(message = 'Please sign in') {
    super(message, 'UNAUTHENTICATED');
  }
}

/** The password was right; the person uses two-factor authentication, so a code must come with it. */
export class TwoFactorRequired extends Unauthenticated {
  readonly twoFactorRequired = true;

  constructor() {
    super('Enter the code from your authenticator app');
  }
}

export class Forbidden extends DomainError {
  constructor(message = 'You do not have permission to do that') {
    super(message, 'FORBIDDEN');
  }
}

/** Also used for records outside the viewer's reach, so ids cannot be probed. */
export class NotFound extends DomainError {
  constructor(what: string) {
    super(`${what} not found`, 'NOT_FOUND');
  }
}

export class Conflict extends DomainError {
  constructor(message: string) {
    super(message, 'CONFLICT');
  }
}

export class TooManyRequests extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 'TOO_MANY_REQUESTS');
  }
}

/** SQLSTATE class 22 (data exception): a value PostgreSQL refused, so the request was at fault, not the server. */
const DATA_EXCEPTIONS: Record<string, string> = {
  '22003': 'A number in the request is out of range',
  '22008': 'A date or time in the request is out of range',
  '22021': 'Text may not contain NUL characters',
};

/** The domain error a database failure stands for, if it was the input's fault (otherwise undefined). */
export function inputErrorFromDatabase(error: unknown): InvalidInput | undefined {
  const code = typeof error === 'object' && error !== null ? String((error as { code?: unknown }).code ?? '') : '';
  if (!/^22[0-9A-Z]{3}$/.test(code)) return undefined;
  return new InvalidInput(DATA_EXCEPTIONS[code] ?? 'A value in the request is malformed or out of range');
}
