import type { ReadingStatus } from '../../graphql/graphql';
import type { BadgeTone } from '../../ui/Badge';

/** Display only: the API supplies every value (status, effective bounds); these just format it. */
export const formatTemperature = (value: number): string => `${Number(value.toFixed(2))}°C`;

export const formatRange = (min: number, max: number): string => `${formatTemperature(min)} to ${formatTemperature(max)}`;

/** 'hot_hold' → 'HOT HOLD', the way the dashboard cards print equipment types. */
export const typeLabel = (type: string): string => type.replaceAll('_', ' ').toUpperCase();

/** The words a screen shows for each API status; only the in-range word differs between screens. */
export type StatusWords = Record<ReadingStatus, string>;

export const statusWords = (normal: string): StatusWords => ({ NORMAL: normal, ALERT: 'Temperature Deviation', UNKNOWN: 'No Data' });

export const statusTone: Record<ReadingStatus, BadgeTone> = { NORMAL: 'success', ALERT: 'danger', UNKNOWN: 'neutral' };

/** The theme's reading colour key for an API status. */
export const statusColourKey = (status: ReadingStatus) => status.toLowerCase() as Lowercase<ReadingStatus>;
