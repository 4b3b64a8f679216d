import type { LiveEvents } from '../../events/live-events.js';
import type { EquipmentType, ReadingType } from './temperature.types.js';

/** What subscribers of a location receive after a reading commits. */
export interface ReadingRecordedEvent {
  locationId: number;
  reading: ReadingType;
  equipment: EquipmentType;
}

const READING_RECORDED = 'reading_recorded';

export function publishReading(events: LiveEvents, event: ReadingRecordedEvent): void {
  events.publish(READING_RECORDED, event.locationId, event);
}

export async function* readingsAt(events: LiveEvents, locationId: number): AsyncIterable<ReadingRecordedEvent> {
  for await (const event of events.subscribe<ReadingRecordedEvent>(READING_RECORDED, locationId)) yield reviveDates(event);
}

/** Events that crossed processes as JSON carry dates as strings. */
function reviveDates(event: ReadingRecordedEvent): ReadingRecordedEvent {
  const { reading, equipment } = event;
  reading.recordedAt = new Date(reading.recordedAt);
  reading.receivedAt = new Date(reading.receivedAt);
  if (equipment.lastReading) equipment.lastReading.recordedAt = new Date(equipment.lastReading.recordedAt);
  return event;
}
