import type { RequestHandler } from 'express';
import { assertStorableInput } from '../validation.js';

/** The guard as middleware for the JSON routes: body and query string. */
export const inputGuard: RequestHandler = (req, _res, next) => {
  try {
    // JSON.parse makes "__proto__" an own key, which Object.entries sees; the query parser never makes one.
    assertStorableInput(req.body);
    assertStorableInput(req.query);
    next();
  } catch (error) {
    next(error);
  }
};
