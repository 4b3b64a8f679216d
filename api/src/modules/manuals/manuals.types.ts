import { IsIn, IsInt, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { UserReferenceType } from '../people/users.types.js';
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

  @Field(() => String, { description: 'Opens the PDF (inline); add ?download for an attachment.' })
  fileUrl!: string;

  @Field(() => Boolean, { description: 'The latest version of its title; older versions stay as records.' })
  isCurrent!: boolean;

  @Field(() => String, { description: "Shown as 'v<version>'." })
  version!: string;

  @Field(() => String, { description: 'policies, procedures or training.' })
  category!: string;

  @Field(() => UserReferenceType, { nullable: true, description: 'Null when the uploader’s account is gone.' })
  uploadedBy!: UserReferenceType | null;

  @Field(() => Date)
  createdAt!: Date;
}

@InputType()
export class UploadManualInput {
  @Field(() => String, { description: 'A manual with the same title gets a new version; the old one is kept.' })
  @IsString()
  @MinLength(1, { message: 'Title is required' })
  @MaxLength(200, { message: 'Title must be at most 200 characters' })
  title!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'Description must be at most 2000 characters' })
  description?: string | null;

  @Field(() => String, { description: 'policies, procedures or training.' })
  @IsIn(MANUAL_CATEGORIES, { message: `Category must be one of ${MANUAL_CATEGORIES.join(', ')}` })
  category!: ManualCategory;

  @Field(() => Int, { description: 'The id POST /api/uploads returned for the PDF (purpose manual).' })
  @IsInt()
  uploadId!: number;
}
