import { IsIn, IsInt, IsNumber, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { EQUIPMENT_TYPES, type EquipmentKind } from '../settings/equipment-kinds.js';

// The limits of a unit's own settings. Targets: what a food-safety probe reads (deep freeze to oven);
// delays and intervals: up to a day.
const TARGET_RANGE = 'Target temperatures must be within -40 to 300 °C';
const DELAY_RANGE = 'Alert delay must be from 0 to 1440 minutes';
const INTERVAL_RANGE = 'Reading interval must be from 1 to 1440 minutes';
const DOOR_RANGE = 'Door alert must be from 1 to 1440 minutes';
const NAME_RULE = 'Equipment name is required (up to 200 characters)';

/** The fields create and update share; on update each one left out is kept. */
@InputType()
class EquipmentSettingsInput {
  @Field(() => Float, { nullable: true, description: 'Target minimum (°C); on create, left out = the company preset for the type.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Target minimum must be a number' })
  @Min(-40, { message: TARGET_RANGE })
  @Max(300, { message: TARGET_RANGE })
  targetMinTemp?: number | null;

  @Field(() => Float, { nullable: true, description: 'Target maximum (°C); on create, left out = the company preset for the type.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Target maximum must be a number' })
  @Min(-40, { message: TARGET_RANGE })
  @Max(300, { message: TARGET_RANGE })
  targetMaxTemp?: number | null;

  @Field(() => Int, { nullable: true, description: 'Minutes a sensor reading may stay out of range before it counts; null = the company preset.' })
  @IsOptional()
  @IsInt({ message: DELAY_RANGE })
  @Min(0, { message: DELAY_RANGE })
  @Max(1440, { message: DELAY_RANGE })
  alertDelayMinutes?: number | null;

  @Field(() => Int, { nullable: true, description: 'How often a reading is expected; null = the company preset.' })
  @IsOptional()
  @IsInt({ message: INTERVAL_RANGE })
  @Min(1, { message: INTERVAL_RANGE })
  @Max(1440, { message: INTERVAL_RANGE })
  readingIntervalMinutes?: number | null;

  @Field(() => String, {
    nullable: true,
    description: 'The LoRaWAN device (DevEUI, 16 hex digits; separators and case ignored) whose uplinks are this unit’s readings; blank or null: none.',
  })
  @IsOptional()
  @IsString({ message: 'Device EUI must be text' })
  @Length(0, 40, { message: 'Device EUI must be 16 hexadecimal digits (e.g. 70B3D57ED005A1B2)' })
  deviceEui?: string | null;

  @Field(() => Int, { nullable: true, description: 'Minutes the unit’s door may stay open before it raises one alert; null: 5.' })
  @IsOptional()
  @IsInt({ message: DOOR_RANGE })
  @Min(1, { message: DOOR_RANGE })
  @Max(1440, { message: DOOR_RANGE })
  doorAlertMinutes?: number | null;
}

@InputType()
export class CreateEquipmentInput extends EquipmentSettingsInput {
  @Field(() => Int)
  @IsInt({ message: 'locationId must be a positive integer' })
  @Min(1, { message: 'locationId must be a positive integer' })
  locationId!: number;

  @Field(() => String)
  @IsString({ message: NAME_RULE })
  @Length(1, 200, { message: NAME_RULE })
  name!: string;

  @Field(() => String, { description: `One of ${EQUIPMENT_TYPES.join(', ')}.` })
  @IsIn(EQUIPMENT_TYPES as unknown as string[], { message: `Equipment type must be one of ${EQUIPMENT_TYPES.join(', ')}` })
  type!: EquipmentKind;
}

@InputType({ description: 'The fields to change; those left out are kept. A null delay or interval returns it to the company preset.' })
export class UpdateEquipmentInput extends EquipmentSettingsInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString({ message: NAME_RULE })
  @Length(1, 200, { message: NAME_RULE })
  name?: string | null;

  @Field(() => String, { nullable: true, description: `One of ${EQUIPMENT_TYPES.join(', ')}.` })
  @IsOptional()
  @IsIn(EQUIPMENT_TYPES as unknown as string[], { message: `Equipment type must be one of ${EQUIPMENT_TYPES.join(', ')}` })
  type?: EquipmentKind | null;
}
