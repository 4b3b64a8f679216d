import { ArrayMaxSize, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { CLEANING_FREQUENCIES, type CleaningFrequency } from './cleaning-schedule.entity.js';

@InputType()
export class CreateCleaningScheduleInput {
  @Field(() => String)
  @IsString()
  @MinLength(1, { message: 'Name is required' })
  @MaxLength(200, { message: 'Name must be at most 200 characters' })
  name!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'Description must be at most 2000 characters' })
  description?: string | null;

  @Field(() => Int, { nullable: true, description: 'Omitted or null: all locations (company-wide administrators only).' })
  @IsOptional()
  @IsInt()
  locationId?: number | null;

  @Field(() => String, { description: 'daily, weekly or monthly.' })
  @IsIn(CLEANING_FREQUENCIES, { message: `Frequency must be one of ${CLEANING_FREQUENCIES.join(', ')}` })
  frequency!: CleaningFrequency;

  @Field(() => Int, { nullable: true, description: 'Weekly: 0 (Sunday) to 6 (Saturday).' })
  @IsOptional()
  @IsInt()
  @Min(0, { message: 'Day of week must be 0 (Sunday) to 6 (Saturday)' })
  @Max(6, { message: 'Day of week must be 0 (Sunday) to 6 (Saturday)' })
  dayOfWeek?: number | null;

  @Field(() => Int, { nullable: true, description: 'Monthly: 1 to 31 (the last day in shorter months).' })
  @IsOptional()
  @IsInt()
  @Min(1, { message: 'Day of month must be 1 to 31' })
  @Max(31, { message: 'Day of month must be 1 to 31' })
  dayOfMonth?: number | null;

  @Field(() => [String], { description: 'The tasks, in order; at least one.' })
  @IsString({ each: true })
  @MaxLength(200, { each: true, message: 'A task must be at most 200 characters' })
  @ArrayMaxSize(50, { message: 'At most 50 tasks' })
  tasks!: string[];
}
