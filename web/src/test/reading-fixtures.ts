import type { EquipmentCardFragment, ReadingStatus, RecordReadingInput } from '../graphql/graphql';

/** A unit as the API returns it in an equipment list, with __typename so Apollo can normalise it. */
export type CardUnit = EquipmentCardFragment & {
  __typename: 'Equipment';
  lastReading: (EquipmentCardFragment['lastReading'] & { __typename: 'LatestReading' }) | null;
};

const judged = (unit: CardUnit, temperature: number): ReadingStatus =>
  temperature < unit.effectiveMinTemp || temperature > unit.effectiveMaxTemp ? 'ALERT' : 'NORMAL';

/**
 * What recordReading(s) answers for `input`: the stored reading and its unit as it now stands,
 * latest reading and status included, the way the API answers since Reading.equipment.
 */
export function recordedReading(input: RecordReadingInput, unit: CardUnit, id = 90) {
  const recordedAt = input.recordedAt ?? '2026-03-02T10:00:00.000Z';
  // Stored in °C with two decimals, as the API converts a reading sent in °F.
  const temperature = input.unit === 'F' ? Math.round((((input.temperature - 32) * 5) / 9) * 100) / 100 : input.temperature;
  const status = judged(unit, temperature);
  return {
    __typename: 'Reading' as const,
    id,
    clientId: input.clientId ?? null,
    equipmentId: input.equipmentId,
    temperature,
    status,
    equipment: {
      ...unit,
      status,
      currentTemperature: temperature,
      lastReading: { __typename: 'LatestReading' as const, temperature, recordedAt },
    },
  };
}
