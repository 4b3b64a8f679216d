import type { EquipmentType, ReadingType } from './temperature.types.js';

/** numeric(5,2) as the documented decimal string, e.g. 3.5 → "3.50". */
const decimal = (value: number | null) => (value === null ? null : value.toFixed(2));

/** SPEC 3's reading, word for word: photos are a GraphQL field only. */
export function restReading({ equipment: _unit, photoEvidence: _photos, ...reading }: ReadingType) {
  return { ...reading, temperature: decimal(reading.temperature) };
}

/** The REST shape of SPEC section 3 equipment: bounds and temperatures as decimal strings. */
export function restEquipment({ own: _settings, ...unit }: EquipmentType, recentReadings?: ReadingType[]) {
  const latest = unit.lastReading && { temperature: decimal(unit.lastReading.temperature), recordedAt: unit.lastReading.recordedAt };
  return {
    ...unit,
    targetMinTemp: decimal(unit.targetMinTemp),
    targetMaxTemp: decimal(unit.targetMaxTemp),
    location: { id: unit.locationId, name: unit.locationName },
    lastReading: latest,
    currentReading: latest,
    ...(recentReadings ? { recentReadings: recentReadings.map(restReading) } : {}),
  };
}
