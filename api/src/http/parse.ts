import type { Request } from 'express';
import { InvalidInput } from '../errors.js';

/** The documented client may send ids as numeric strings ("1"); anything else is left for validation to refuse. */
export const looseInt = (value: unknown) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value);

export const isPlainObject = (body: unknown): body is Record<string, unknown> => typeof body === 'object' && body !== null && !Array.isArray(body);

/** A single-valued query-string parameter, or undefined. */
export const queryText = (req: Request, name: string): string | undefined => (typeof req.query[name] === 'string' ? (req.query[name] as string) : undefined);

/** An optional positive-integer query parameter such as `?locationId=1`. */
export function optionalIdQuery(req: Request, name: string): number | undefined {
  const text = queryText(req, name);
  if (text === undefined && req.query[name] === undefined) return undefined;
  const value = Number(text);
  if (!(Number.isSafeInteger(value) && value > 0)) throw new InvalidInput(`${name} must be a positive integer`);
  return value;
}
