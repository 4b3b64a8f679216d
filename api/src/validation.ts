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

/** Keys that would reach Object.prototype when a body is copied onto an object (Object.assign, spreads). */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Refuses, before any handler runs, text PostgreSQL cannot store (NUL characters), strings that
 * are not valid Unicode (lone surrogates: they fail later, inside a write) and keys that would
 * reach Object.prototype. The walk is iterative, so a deeply nested body cannot overflow the stack.
 */
export function assertStorableInput(value: unknown): void {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') assertStorableText(item);
    else if (Array.isArray(item)) pending.push(...item);
    else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (FORBIDDEN_KEYS.has(key)) throw new InvalidInput(`The field name "${key}" is not allowed`);
        assertStorableText(key);
        pending.push(child);
      }
    }
  }
}

function assertStorableText(text: string): void {
  if (text.includes('\u0000')) throw new InvalidInput('Text may not contain NUL characters');
  if (!text.isWellFormed()) throw new InvalidInput('Text must be valid Unicode (it contains a lone surrogate)');
}
