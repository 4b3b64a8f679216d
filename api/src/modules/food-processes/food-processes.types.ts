import { IsDate, IsIn, IsInt, IsNumber, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { FOOD_PROCESS_KINDS, type FoodProcessKind } from '../settings/process-rules.js';
import type { TemperatureScale } from '../temperature/temperature-scale.js';
import { PhotoEvidence } from '../uploads/photo-evidence.js';
import { PhotoIdsField } from '../uploads/photo-ids-field.js';
import type { ProcessState, StageState } from './process-state.js';

const ID_MESSAGE = 'Ids must be positive whole numbers';

@ObjectType('ProcessStage', { description: 'One stage of a food process: a target to reach by a deadline.' })
export class ProcessStageType {
  @Field(() => Float, { description: '°C: at or below for cooling, at or above for cooking and reheating.' })
  target!: number;

  @Field(() => Float, { nullable: true, description: 'Cooking/reheating: a lower core temperature (°C) that passes when held for holdMinutes.' })
  holdTarget!: number | null;

  @Field(() => Int, { nullable: true })
  holdMinutes!: number | null;

  @Field(() => Date)
  deadline!: Date;

  @Field(() => String, { description: "The deadline on the location's clock, e.g. 2026-10-25 01:30 GMT." })
  deadlineLocal!: string;

  @Field(() => String, { description: 'pending, passed or missed.' })
  state!: StageState;

  @Field(() => Date, { nullable: true, description: 'When a reading first reached the target (even if late).' })
  reachedAt!: Date | null;
}

@ObjectType('ProcessTemperature', { description: 'One probe reading of the batch (append-only).' })
export class ProcessTemperatureType {
  @Field(() => Int)
  id!: number;

  @Field(() => Float, { description: '°C.' })
  temperature!: number;

  @Field(() => Date)
  recordedAt!: Date;

  @Field(() => String)
  recordedBy!: string;

  @Field(() => [PhotoEvidence], { description: 'Photos taken with the reading.' })
  photoEvidence!: PhotoEvidence[];

  @Field(() => String, { nullable: true, description: 'Why the reading is flagged: it fell faster than food can cool. Null when it is not.' })
  implausibleReason!: string | null;
}

@ObjectType('FoodProcess', { description: 'A timed cooling, cooking or reheating log for one batch of food.' })
export class FoodProcessType {
  @Field(() => Int)
  id!: number;

  @Field(() => String, { description: 'cooling, cooking or reheating.' })
  kind!: FoodProcessKind;

  @Field(() => String)
  foodItem!: string;

  @Field(() => String)
  quantity!: string;

  @Field(() => Int)
  locationId!: number;

  @Field(() => String)
  locationName!: string;

  @Field(() => Int, { nullable: true })
  equipmentId!: number | null;

  @Field(() => String, { nullable: true })
  equipmentName!: string | null;

  @Field(() => String)
  startedBy!: string;

  @Field(() => Date)
  startedAt!: Date;

  @Field(() => [ProcessStageType])
  stages!: ProcessStageType[];

  @Field(() => String, { description: 'on_track, stage_passed, missed or complete.' })
  state!: ProcessState;

  @Field(() => Int, { nullable: true, description: "Seconds to the current stage's deadline when asked; null once the process is over." })
  secondsLeft!: number | null;

  @Field(() => Date, { nullable: true, description: 'The current stage’s deadline; null once the process is over.' })
  currentDeadline!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Set once the record is sealed (complete or missed).' })
  finishedAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'The corrective action a missed stage opened.' })
  correctiveActionId!: number | null;

  @Field(() => [ProcessTemperatureType], { description: 'Oldest first.' })
  temperatures!: ProcessTemperatureType[];
}

@InputType()
export class StartFoodProcessInput {
  @Field(() => String, { description: 'cooling, cooking or reheating.' })
  @IsIn(FOOD_PROCESS_KINDS as unknown as string[], { message: `Process kind must be one of ${FOOD_PROCESS_KINDS.join(', ')}` })
  kind!: FoodProcessKind;

  @Field(() => Int)
  @IsInt({ message: ID_MESSAGE })
  @Min(1, { message: ID_MESSAGE })
  @Max(2_147_483_647, { message: ID_MESSAGE })
  locationId!: number;

  @Field(() => String)
  @IsString()
  @Length(1, 200, { message: 'Food item must be 1 to 200 characters' })
  foodItem!: string;

  @Field(() => String, { description: 'e.g. "5 kg" or "2 trays".' })
  @IsString()
  @Length(1, 100, { message: 'Quantity must be 1 to 100 characters' })
  quantity!: string;

  @Field(() => Int, { nullable: true, description: 'The unit the batch is in (blast chiller, oven), if any.' })
  @IsOptional()
  @IsInt({ message: ID_MESSAGE })
  @Min(1, { message: ID_MESSAGE })
  @Max(2_147_483_647, { message: ID_MESSAGE })
  equipmentId?: number | null;

  @Field(() => Date, { nullable: true, description: 'When the process began (e.g. off the heat); default now, at most 2 hours ago.' })
  @IsOptional()
  @IsDate({ message: 'startedAt must be a date and time' })
  startedAt?: Date | null;
}

@InputType()
export class RecordProcessTemperatureInput {
  @Field(() => Int)
  @IsInt({ message: ID_MESSAGE })
  @Min(1, { message: ID_MESSAGE })
  @Max(2_147_483_647, { message: ID_MESSAGE })
  processId!: number;

  @Field(() => Float, { description: 'The probe reading in the scale given by unit (°C by default).' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Temperature must be a number' })
  temperature!: number;

  @Field(() => String, { nullable: true, defaultValue: 'C', description: 'C (default) or F; stored as °C.' })
  @IsOptional()
  @IsIn(['C', 'F'], { message: 'unit must be C or F' })
  unit?: TemperatureScale | null;

  @PhotoIdsField('Photos uploaded with the reading (POST /api/uploads, purpose photo), stored with it.')
  photoIds?: number[] | null;
}
