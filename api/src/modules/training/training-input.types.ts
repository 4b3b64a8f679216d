import { IsDate, IsIn, IsInt, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

/** Statuses a user sets; expired is computed from the expiry date. */
export const SETTABLE_TRAINING_STATUSES = ['scheduled', 'in_progress', 'completed'] as const;
export type SettableTrainingStatus = (typeof SETTABLE_TRAINING_STATUSES)[number];
const STATUS_MESSAGE = 'Status must be one of scheduled, in_progress, completed (expired follows from the expiry date)';

@InputType()
export class CreateTrainingRecordInput {
  @Field(() => Int, { description: 'The person trained: a user of the company.' })
  @IsInt()
  userId!: number;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  locationId?: number | null;

  @Field(() => String)
  @IsString()
  @MinLength(1, { message: 'Training type is required' })
  @MaxLength(100, { message: 'Training type must be at most 100 characters' })
  trainingType!: string;

  @Field(() => String)
  @IsString()
  @MinLength(1, { message: 'Training name is required' })
  @MaxLength(200, { message: 'Training name must be at most 200 characters' })
  trainingName!: string;

  @Field(() => String, { defaultValue: 'scheduled', description: 'scheduled, in_progress or completed.' })
  @IsIn(SETTABLE_TRAINING_STATUSES, { message: STATUS_MESSAGE })
  status!: SettableTrainingStatus;

  @Field(() => Date, { nullable: true, description: 'Required when completed.' })
  @IsOptional()
  @IsDate()
  completedDate?: Date | null;

  @Field(() => Date, { nullable: true })
  @IsOptional()
  @IsDate()
  expiryDate?: Date | null;

  @Field(() => Int, { nullable: true, description: 'The id POST /api/uploads returned for the certificate PDF (purpose certificate).' })
  @IsOptional()
  @IsInt()
  certificateUploadId?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'Notes must be at most 2000 characters' })
  notes?: string | null;
}

@InputType()
export class UpdateTrainingRecordInput {
  @Field(() => String, { nullable: true, description: 'Forward only: scheduled → in_progress → completed.' })
  @IsOptional()
  @IsIn(SETTABLE_TRAINING_STATUSES, { message: STATUS_MESSAGE })
  status?: SettableTrainingStatus | null;

  @Field(() => Date, { nullable: true })
  @IsOptional()
  @IsDate()
  completedDate?: Date | null;

  @Field(() => Date, { nullable: true })
  @IsOptional()
  @IsDate()
  expiryDate?: Date | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  certificateUploadId?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'Notes must be at most 2000 characters' })
  notes?: string | null;
}
