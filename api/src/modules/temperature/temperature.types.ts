import { IsBoolean, IsDate, IsIn, IsInt, IsNumber, IsOptional, IsString, IsUUID, Length, Max, Min } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PhotoEvidence } from '../uploads/photo-evidence.js';
import { PhotoIdsField } from '../uploads/photo-ids-field.js';
import type { ReadingStatus } from './excursion-rule/out-of-range.js';
import type { TemperatureScale } from './temperature-scale.js';

export const ReadingStatusEnum = { NORMAL: 'NORMAL', ALERT: 'ALERT', UNKNOWN: 'UNKNOWN' } as const satisfies Record<ReadingStatus, ReadingStatus>;
registerEnumType(ReadingStatusEnum, {
  name: 'ReadingStatus',
  description: 'NORMAL in range (green), ALERT out of range (red), UNKNOWN no reading yet (grey).',
});

/** The temperature screens' groupings of equipment types (SPEC 2.7 tabs, and the sidebar's Storage Fridge/Freezer screen). */
export const EQUIPMENT_CATEGORIES = {
  COLD_STORAGE: ['fridge', 'freezer', 'cold_display'],
  HOT_HOLD_AND_COOKING: ['hot_hold', 'hot_display', 'cooking'],
  DELIVERY_AND_SERVICE: ['delivery', 'reheating', 'cooling'],
  // Where food is stored chilled or frozen: a new owner's fridge is one click from the sidebar.
  // A walk-in is a fridge or a freezer; display units and goods-in probes are not storage.
  STORAGE: ['storage', 'fridge', 'freezer'],
} as const;
export const EquipmentCategoryEnum = {
  COLD_STORAGE: 'COLD_STORAGE',
  HOT_HOLD_AND_COOKING: 'HOT_HOLD_AND_COOKING',
  DELIVERY_AND_SERVICE: 'DELIVERY_AND_SERVICE',
  STORAGE: 'STORAGE',
} as const;
export type EquipmentCategory = keyof typeof EQUIPMENT_CATEGORIES;
registerEnumType(EquipmentCategoryEnum, {
  name: 'EquipmentCategory',
  valuesConfig: { STORAGE: { description: 'Storage Fridge/Freezer: storage units, fridges and freezers (walk-ins included).' } },
});

/** |t| < 1000 with two decimals: what numeric(5,2) can hold. */
const TEMPERATURE_LIMIT = 999.99;

@ObjectType('Reading')
export class ReadingType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  equipmentId!: number;

  @Field(() => Int)
  locationId!: number;

  @Field(() => Float)
  temperature!: number;

  @Field(() => Boolean, {
    description: 'True for a signed-in person’s reading, false for a sensor gateway’s (API key): derived from who sent it, never from the client.',
  })
  isManual!: boolean;

  @Field(() => Date, { description: 'When the reading was taken.' })
  recordedAt!: Date;

  @Field(() => Date, { description: 'When the server stored it.' })
  receivedAt!: Date;

  @Field(() => Int, { nullable: true, description: 'The person who recorded it; null when a sensor gateway sent it (see apiKeyId).' })
  recordedById!: number | null;

  @Field(() => Int, { nullable: true, description: 'The sensor gateway API key that sent it; null for a person’s reading.' })
  apiKeyId!: number | null;

  @Field(() => String, { nullable: true, description: 'The submitting client’s id for this reading, which makes retries safe.' })
  clientId!: string | null;

  @Field(() => Int, { nullable: true, description: 'The reading this one corrects.' })
  correctsId!: number | null;

  @Field(() => String, { nullable: true })
  correctionReason!: string | null;

  @Field(() => Int, { nullable: true, description: 'The sending sensor’s battery, 0–100 %, when its gateway reports it.' })
  batteryPercent!: number | null;

  @Field(() => [PhotoEvidence], { description: 'Photos taken with the reading.' })
  photoEvidence!: PhotoEvidence[];

  @Field(() => Int, { nullable: true, description: 'The sending sensor’s radio signal in dBm (−150…0), when its gateway reports it.' })
  signalStrength!: number | null;

  @Field(() => ReadingStatusEnum, { description: 'Against the equipment’s target range.' })
  status!: ReadingStatus;

  /** The unit as it stood right after this reading was written; set on write results, loaded otherwise. */
  equipment?: EquipmentType;
}

@ObjectType('LatestReading')
export class LatestReadingType {
  @Field(() => Float)
  temperature!: number;

  @Field(() => Date)
  recordedAt!: Date;
}

@ObjectType('Equipment')
export class EquipmentType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'fridge, freezer, hot_hold, cooking, delivery, reheating, cooling, goods_in, storage, hot_display or cold_display.' })
  type!: string;

  @Field(() => Int)
  locationId!: number;

  @Field(() => String)
  locationName!: string;

  @Field(() => Boolean)
  isActive!: boolean;

  @Field(() => Float, { nullable: true })
  targetMinTemp!: number | null;

  @Field(() => Float, { nullable: true })
  targetMaxTemp!: number | null;

  @Field(() => Float, { description: 'The lower bound status is judged by (0 when none is set).' })
  effectiveMinTemp!: number;

  @Field(() => Float, { description: 'The upper bound status is judged by (100, or 500 for hot hold and cooking, when none is set).' })
  effectiveMaxTemp!: number;

  @Field(() => ReadingStatusEnum)
  status!: ReadingStatus;

  @Field(() => LatestReadingType, { nullable: true })
  lastReading!: LatestReadingType | null;

  @Field(() => Float, { nullable: true, description: 'The latest temperature, or null when none was recorded.' })
  currentTemperature!: number | null;

  /** Not in the schema: the unit's own sensor settings (null = the company preset), which the effective fields resolve from. */
  own!: { companyId: number; alertDelayMinutes: number | null; readingIntervalMinutes: number | null };
}

@InputType()
export class RecordReadingInput {
  @Field(() => Int)
  @IsInt({ message: 'equipmentId must be an integer' })
  @Min(1, { message: 'equipmentId must be a positive integer' })
  equipmentId!: number;

  @Field(() => Float, { description: 'In the scale given by unit (°C by default), stored as °C with two decimals.' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Temperature must be a number' })
  @Min(-TEMPERATURE_LIMIT, { message: 'Temperature must be between -999.99 and 999.99 °C' })
  @Max(TEMPERATURE_LIMIT, { message: 'Temperature must be between -999.99 and 999.99 °C' })
  temperature!: number;

  @Field(() => String, {
    nullable: true,
    defaultValue: 'C',
    description: 'The scale of temperature: C (the default, whatever the company shows) or F; stored as °C.',
  })
  @IsOptional()
  @IsIn(['C', 'F'], { message: 'unit must be C or F' })
  unit?: TemperatureScale | null;

  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description:
      'Who sends a reading decides what it is, not this flag. A signed-in person’s reading is manual and acted on at once; a sensor gateway’s (API key) waits out the unit’s alert delay, and true from a key is refused.',
  })
  @IsOptional()
  @IsBoolean({ message: 'isManual must be true or false' })
  isManual?: boolean;

  @Field(() => Date, { nullable: true, description: 'When it was taken; defaults to now. At most 5 minutes in the future.' })
  @IsOptional()
  @IsDate({ message: 'recordedAt must be an ISO date-time' })
  recordedAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'A UUID chosen by the client; resending the same one returns the stored reading.' })
  @IsOptional()
  @IsUUID('all', { message: 'clientId must be a UUID' })
  clientId?: string | null;

  @PhotoIdsField('Photos taken with the reading (POST /api/uploads, purpose photo), stored with it.')
  photoIds?: number[] | null;

  @Field(() => Int, { nullable: true, description: 'Gateway telemetry: the sensor’s battery, 0–100 %. Below 15 % opens one "low battery" action.' })
  @IsOptional()
  @IsInt({ message: 'batteryPercent must be a whole number from 0 to 100' })
  @Min(0, { message: 'batteryPercent must be a whole number from 0 to 100' })
  @Max(100, { message: 'batteryPercent must be a whole number from 0 to 100' })
  batteryPercent?: number | null;

  @Field(() => Int, { nullable: true, description: 'Gateway telemetry: the sensor’s radio signal in dBm, −150 to 0.' })
  @IsOptional()
  @IsInt({ message: 'signalStrength must be a whole number of dBm from -150 to 0' })
  @Min(-150, { message: 'signalStrength must be a whole number of dBm from -150 to 0' })
  @Max(0, { message: 'signalStrength must be a whole number of dBm from -150 to 0' })
  signalStrength?: number | null;
}

@InputType()
export class CorrectReadingInput {
  @Field(() => Int)
  @IsInt()
  @Min(1)
  readingId!: number;

  @Field(() => Float)
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Temperature must be a number' })
  @Min(-TEMPERATURE_LIMIT, { message: 'Temperature must be between -999.99 and 999.99 °C' })
  @Max(TEMPERATURE_LIMIT, { message: 'Temperature must be between -999.99 and 999.99 °C' })
  temperature!: number;

  @Field(() => String, { description: 'Why the original was wrong; kept with the correction.' })
  @IsString()
  @Length(3, 500, { message: 'Give a reason for the correction (3-500 characters)' })
  reason!: string;
}
