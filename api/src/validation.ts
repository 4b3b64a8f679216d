import { type ValidationError, validate } from 'class-validator';
import { InvalidInput } from './errors.js';

/** One readable sentence from class-validator's tree, e.g. "Password must be at least 8 characters". */
export function describeValidationErrors(errors: ValidationError[]): string {
  const messages: string[] = [];
  const walk = (list: ValidationError[], path: string) => {
    for (const error of list) {
      const where = path ? `${path}.${error.property}` : error.property;
      messages.push(...Object.values(error.constraints ?? {}).map((m) => (m.startsWith(error.property) ? m.replace(error.property, where) : m)));
      walk(error.children ?? [], where);
    }
  };
  walk(errors, '');
  return messages.length ? messages.join('; ') : 'Invalid input';
}

/** Validates a plain object against an input class (the same classes GraphQL validates). */
export async function validateInput<T extends object>(Input: new () => T, data: unknown): Promise<T> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new InvalidInput('Expected a JSON object');
  const instance = Object.assign(new Input(), data);
  const errors = await validate(instance, { forbidUnknownValues: false, whitelist: true, stopAtFirstError: true });
  if (errors.length) throw new InvalidInput(describeValidationErrors(errors));
  return instance;
}

/** Page sizes: a whole number from 1 to max. */
export function assertLimit(limit: number, max = 100): void {
  if (!Number.isInteger(limit) || limit < 1 || limit > max) throw new InvalidInput(`limit must be a whole number from 1 to ${max}`);
}
