import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { CheckItemInput } from './compliance.types.js';
import { CHECK_FREQUENCIES, CHECK_TEMPLATE_TYPES } from './compliance-check-template.entity.js';

/** The bounds of a checklist an administrator writes. */
export const MAX_CHECK_ITEMS = 100;
const MINUTES_RULE = { message: 'Estimated minutes must be a whole number from 1 to 480' };

@InputType({ description: 'New checklist: a company template written from scratch (administrators).' })
export class CreateComplianceTemplateInput {
  @Field(() => String)
  @IsString({ message: 'Name is required' })
  @MinLength(1, { message: 'Name is required' })
  @MaxLength(200, { message: 'Name must be at most 200 characters' })
  name!: string;

  @Field(() => String, { description: `One of ${CHECK_TEMPLATE_TYPES.join(', ')}.` })
  @IsIn(CHECK_TEMPLATE_TYPES, { message: `Type must be one of ${CHECK_TEMPLATE_TYPES.join(', ')}` })
  type!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000, { message: 'Description must be at most 2000 characters' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'daily, weekly or monthly; null: not scheduled, started by hand. Opening and closing checks are daily.' })
  @IsOptional()
  @IsIn(CHECK_FREQUENCIES, { message: `Frequency must be one of ${CHECK_FREQUENCIES.join(', ')}` })
  frequency?: string | null;

  @Field(() => String, { nullable: true, description: 'Local time of day (HH:MM) a scheduled checklist falls due; null: the company’s schedule time.' })
  @IsOptional()
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Due time must be a 24-hour time such as 08:00' })
  dueTime?: string | null;

  @Field(() => Int, { nullable: true, description: 'Minutes it takes; 5 when not given.' })
  @IsOptional()
  @IsInt(MINUTES_RULE)
  @Min(1, MINUTES_RULE)
  @Max(480, MINUTES_RULE)
  estimatedMinutes?: number | null;

  @Field(() => [CheckItemInput], { description: 'The items, in order: 1 to 100, each worded differently.' })
  @IsArray({ message: 'checkItems must be a list' })
  @ArrayMinSize(1, { message: 'Add at least one item' })
  @ArrayMaxSize(MAX_CHECK_ITEMS, { message: `A checklist can have at most ${MAX_CHECK_ITEMS} items` })
  @ValidateNested({ each: true })
  checkItems!: CheckItemInput[];
}
