import { IsIn, IsOptional } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';
import { UserReferenceType } from '../auth/users.types.js';
import { MANUAL_CATEGORIES, type ManualCategory } from './food-safety-manual.entity.js';

@ArgsType()
export class ManualsArgs {
  @Field(() => String, { nullable: true, description: 'policies, procedures or training; omitted for all.' })
  @IsOptional()
  @IsIn(MANUAL_CATEGORIES, { message: `Category must be one of ${MANUAL_CATEGORIES.join(', ')}` })
  category?: ManualCategory | null;
}

@ObjectType('FoodSafetyManual')
export class FoodSafetyManualType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  title!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String)
  fileUrl!: string;

  @Field(() => String, { description: "Shown as 'v<version>'." })
  version!: string;

  @Field(() => String, { description: 'policies, procedures or training.' })
  category!: string;

  @Field(() => UserReferenceType, { nullable: true, description: 'Null when the uploader’s account is gone.' })
  uploadedBy!: UserReferenceType | null;

  @Field(() => Date)
  createdAt!: Date;
}
