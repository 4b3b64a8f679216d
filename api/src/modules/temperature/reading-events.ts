import type { EquipmentType, ReadingType } from './temperature.types.js';

/** What subscribers of a location receive after a reading commits. */
export interface ReadingRecordedEvent {
  locationId: number;
  reading: ReadingType;
  equipment: EquipmentType;
}

/**
 * Live readings fan-out. In-process by default; graphql/pubsub.ts also offers PostgreSQL
 * LISTEN/NOTIFY so several API processes deliver each other's events.
 */
export interface ReadingEvents {
  publish(event: ReadingRecordedEvent): void;
  subscribe(locationId: number): AsyncIterable<ReadingRecordedEvent>;
  close(): Promise<void>;
}
