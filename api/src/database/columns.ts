import { DecimalType } from '@mikro-orm/core';

/** numeric(5,2) read as a JS number: every temperature and calibration figure. */
export const celsius = () => ({ type: new DecimalType('number'), precision: 5, scale: 2 }) as const;

/** A numeric column read by raw SQL (pg returns it as a string) as a JS number. */
export const numberOrNull = (value: string | null): number | null => (value === null ? null : Number(value));

/** timestamptz defaulting to the database clock. */
export const createdNow = () => ({ type: 'datetime', defaultRaw: 'now()' }) as const;
