import { IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { REFERENCE_TEMPERATURES } from './calibration-rules.js';

@ObjectType('ProbeCalibration', { description: 'One calibration of a probe or unit against ice point or boiling point (SPEC 3).' })
export class ProbeCalibrationType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  equipmentId!: number;

  @Field(() => String)
  equipmentName!: string;

  @Field(() => Float, { description: '0 (ice point) or 100 (boiling point), °C.' })
  referenceTemp!: number;

  @Field(() => Float, { description: 'What the probe read, °C.' })
  actualTemp!: number;

  @Field(() => Float, { description: 'actualTemp − referenceTemp, °C.' })
  variance!: number;

  @Field(() => Boolean, { description: 'Within ±1 °C of the reference, bounds included.' })
  isWithinTolerance!: boolean;

  @Field(() => String, { nullable: true })
  notes!: string | null;

  @Field(() => String, { description: 'Who calibrated.' })
  calibratedBy!: string;

  @Field(() => Date)
  calibratedAt!: Date;
}

@ObjectType('ProbeDue', { description: 'An active unit at the location not calibrated within the interval (30 days).' })
export class ProbeDueType {
  @Field(() => Int)
  equipmentId!: number;

  @Field(() => String)
  equipmentName!: string;

  @Field(() => Date, { nullable: true, description: 'Null: never calibrated.' })
  lastCalibratedAt!: Date | null;
}

@InputType()
export class RecordProbeCalibrationInput {
  @Field(() => Int, { description: 'The probe or unit calibrated.' })
  @IsInt({ message: 'equipmentId must be a positive whole number' })
  @Min(1, { message: 'equipmentId must be a positive whole number' })
  @Max(2_147_483_647, { message: 'equipmentId must be a positive whole number' })
  equipmentId!: number;

  @Field(() => Float, { description: '0 (ice point) or 100 (boiling point), °C.' })
  @IsIn(REFERENCE_TEMPERATURES, { message: 'Reference temperature must be 0 (ice point) or 100 (boiling point)' })
  referenceTemp!: number;

  @Field(() => Float, { description: 'What the probe read, °C.' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'The probe reading must be a number' })
  @Min(-50, { message: 'The probe reading must be between -50 and 150 °C' })
  @Max(150, { message: 'The probe reading must be between -50 and 150 °C' })
  actualTemp!: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'Notes must be at most 1000 characters' })
  notes?: string | null;
}
