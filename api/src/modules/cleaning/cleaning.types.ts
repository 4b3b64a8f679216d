import { IsIn, IsOptional } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { LocationSummaryType } from '../auth/auth.types.js';
import { UserReferenceType } from '../people/users.types.js';
import { CLEANING_FREQUENCIES, type CleaningFrequency } from './cleaning-schedule.entity.js';

@ArgsType()
export class CleaningSchedulesArgs {
  @Field(() => String, { nullable: true, description: 'daily, weekly or monthly; omitted for all.' })
  @IsOptional()
  @IsIn(CLEANING_FREQUENCIES, { message: `Frequency must be one of ${CLEANING_FREQUENCIES.join(', ')}` })
  frequency?: CleaningFrequency | null;
}

@ObjectType('CleaningTask')
export class CleaningTaskType {
  @Field(() => String)
  name!: string;
}

@ObjectType('CleaningSchedule')
export class CleaningScheduleType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String, { description: 'daily, weekly or monthly.' })
  frequency!: string;

  @Field(() => Int, { nullable: true, description: '0 is Sunday.' })
  dayOfWeek!: number | null;

  @Field(() => Int, { nullable: true })
  dayOfMonth!: number | null;

  @Field(() => String, { description: "When it recurs: 'Every day', 'Every Monday', 'Day 15 of each month'." })
  recurrenceText!: string;

  @Field(() => [CleaningTaskType])
  tasks!: CleaningTaskType[];

  @Field(() => Int)
  taskCount!: number;

  @Field(() => Int, { nullable: true, description: 'Null: the schedule applies to all locations.' })
  locationId!: number | null;

  @Field(() => String, { nullable: true, description: 'Null: all locations.' })
  locationName!: string | null;

  @Field(() => LocationSummaryType, { nullable: true, description: 'Null: all locations.' })
  location!: LocationSummaryType | null;

  @Field(() => Date, { nullable: true, description: 'When the cleaning was last marked done; null: never.' })
  lastDoneAt!: Date | null;

  @Field(() => UserReferenceType, { nullable: true, description: 'Who last marked it done.' })
  lastDoneBy!: UserReferenceType | null;

  @Field(() => Date)
  createdAt!: Date;
}
