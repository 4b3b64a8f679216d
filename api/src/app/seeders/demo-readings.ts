import type { RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Equipment } from '../../modules/temperature/equipment.entity.js';
import { TemperatureReading } from '../../modules/temperature/temperature-reading.entity.js';
import type { Company } from '../../modules/tenancy/company.entity.js';
import type { Location } from '../../modules/tenancy/location.entity.js';
import type { User } from '../../modules/tenancy/user.entity.js';
import { DISPLAY_EQUIPMENT, EQUIPMENT } from './demo-data.js';

const HOUR = 3_600_000;
const DAYS = 7;
const EVERY_HOURS = 3;

/** Nine units per location, readings every 3 hours for a week; a few end out of range and one unit has none. */
export async function seedEquipmentAndReadings(em: EntityManager, company: Company, locations: Location[], recorder: User): Promise<Equipment[]> {
  const units = locations.flatMap((location) =>
    EQUIPMENT.map((spec) => em.create(Equipment, { company, location, name: spec.name, type: spec.type, targetMinTemp: spec.min, targetMaxTemp: spec.max })),
  );
  await em.flush();
  // The last unit of the first location never reported: it shows 'No Data'.
  await seedReadings(em, company, units, recorder, (index) => index === EQUIPMENT.length - 1);
  return units;
}

/** The display units of DISPLAY_EQUIPMENT at the given locations, each with a week of readings. */
export async function seedDisplayUnits(em: EntityManager, company: Company, locations: Location[], recorder: User): Promise<Equipment[]> {
  const units = locations.flatMap((location) =>
    DISPLAY_EQUIPMENT.map((spec) =>
      em.create(Equipment, { company, location, name: spec.name, type: spec.type, targetMinTemp: spec.min, targetMaxTemp: spec.max }),
    ),
  );
  await em.flush();
  await seedReadings(em, company, units, recorder, () => false);
  return units;
}

/** Readings every 3 hours for a week; a few units end out of range, and those `silent` picks never reported. */
async function seedReadings(em: EntityManager, company: Company, units: Equipment[], recorder: User, silent: (index: number) => boolean): Promise<void> {
  const now = Date.now();
  const rows: RequiredEntityData<TemperatureReading>[] = [];
  units.forEach((unit, index) => {
    if (silent(index)) return;
    const outOfRangeAtEnd = index % 7 === 1;
    for (let h = DAYS * 24; h >= 0; h -= EVERY_HOURS) {
      const spike = h === 0 ? outOfRangeAtEnd : (h + index) % 41 === 0;
      const temperature = sampleTemperature(unit, index + h, spike);
      const recordedAt = new Date(now - h * HOUR - index * 60_000);
      // Received when taken: demo entries are on time, so they raise no record-integrity flag. A person
      // (recorder) took each one, so each is manual (modules/temperature/reading-source.ts): the demo has no
      // sensor gateway key for readings to come from.
      rows.push({ company, equipment: unit, user: recorder, temperature, isManual: true, recordedAt, receivedAt: recordedAt });
      unit.lastTemperature = temperature;
      unit.lastRecordedAt = recordedAt;
    }
  });
  await em.insertMany(TemperatureReading, rows);
  await em.flush();
}

/** Deterministic values inside the target band, or 2–4 °C outside it for a spike. */
function sampleTemperature(unit: Equipment, seed: number, spike: boolean): number {
  const min = unit.targetMinTemp ?? 0;
  const max = unit.targetMaxTemp ?? 100;
  const wobble = ((seed * 37) % 100) / 100;
  const value = spike ? max + 2 + wobble * 2 : min + (max - min) * (0.2 + 0.6 * wobble);
  return Math.round(value * 10) / 10;
}
