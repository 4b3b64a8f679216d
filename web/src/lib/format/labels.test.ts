import { describe, expect, it } from 'vitest';
import { READING_SOURCE_LABELS, readingSourceLabel } from './labels';

describe('reading source words (issue 30)', () => {
  it('calls a person’s reading Manual and a gateway’s Sensor, whether the API gives a source or only isManual', () => {
    expect(READING_SOURCE_LABELS).toEqual({ MANUAL: 'Manual', PROBE: 'Manual', SENSOR: 'Sensor' });
    expect(readingSourceLabel({ isManual: true })).toBe('Manual');
    expect(readingSourceLabel({ isManual: false })).toBe('Sensor');
  });
});
