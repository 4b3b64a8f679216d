import { IsIn, IsOptional } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { LocationSummaryType } from '../auth/auth.types.js';
import { UserReferenceType } from '../people/users.types.js';
import { TRAINING_STATUSES, type TrainingStatus } from './training-record.entity.js';

@ArgsType()
export class TrainingRecordsArgs {
  @Field(() => String, { nullable: true, description: 'scheduled, in_progress, completed or expired; omitted for all.' })
  @IsOptional()
  @IsIn(TRAINING_STATUSES, { message: `Status must be one of ${TRAINING_STATUSES.join(', ')}` })
  status?: TrainingStatus | null;
}

@ObjectType('TrainingRecord')
export class TrainingRecordType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  trainingName!: string;

  @Field(() => String)
  trainingType!: string;

  @Field(() => String, { description: 'scheduled, in_progress, completed or expired.' })
  status!: string;

  @Field(() => Date, { nullable: true })
  completedDate!: Date | null;

  @Field(() => Date, { nullable: true })
  expiryDate!: Date | null;

  @Field(() => Boolean, { description: 'The expiry date has passed (the red warning icon).' })
  isExpired!: boolean;

  @Field(() => [String], { description: 'The statuses the record may be set to now (its own first): forward only, never expired.' })
  nextStatuses!: string[];

  @Field(() => String, { nullable: true })
  certificateUrl!: string | null;

  @Field(() => String, { nullable: true })
  notes!: string | null;

  @Field(() => UserReferenceType, { description: 'The person trained.' })
  user!: UserReferenceType;

  @Field(() => LocationSummaryType, { nullable: true })
  location!: LocationSummaryType | null;

  @Field(() => Date)
  createdAt!: Date;
}
