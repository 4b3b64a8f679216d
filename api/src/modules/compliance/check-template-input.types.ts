import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { PublicationInput } from '../publishing/publication.types.js';
import { CHECK_ITEM_TYPES } from './check-item-kinds.js';
import { idRule, MAX_ID } from './compliance.types.js';
import { CHECK_FREQUENCIES, CHECK_TEMPLATE_TYPES } from './compliance-check-template.entity.js';

/** The bounds of a checklist an administrator writes. */
export const MAX_CHECK_ITEMS = 100;
const MINUTES_RULE = { message: 'Estimated minutes must be a whole number from 1 to 480' };

@InputType('CheckItemInput', { description: 'An item of a checklist: its label, type and the settings its type uses.' })
export class CheckItemInput {
  @Field(() => String, { description: 'The label, unique in the template (whatever the case).' })
  @IsString({ message: 'Each item needs a description' })
  @MinLength(1, { message: 'Each item needs a description' })
  @MaxLength(500, { message: 'An item is at most 500 characters' })
  description!: string;

  @Field(() => Boolean, { defaultValue: false })
  @IsBoolean({ message: 'critical must be true or false' })
  critical!: boolean;

  @Field(() => String, { defaultValue: 'yes_no', description: `One of ${CHECK_ITEM_TYPES.join(', ')}.` })
  @IsIn(CHECK_ITEM_TYPES, { message: `An item's type must be one of ${CHECK_ITEM_TYPES.join(', ')}` })
  type!: (typeof CHECK_ITEM_TYPES)[number];

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'Help text is at most 1000 characters' })
  helpText?: string | null;

  @Field(() => Boolean, { defaultValue: true, description: 'An item not required may be left empty (not applicable); yes/no items are always answered.' })
  @IsBoolean({ message: 'required must be true or false' })
  required!: boolean;

  @Field(() => String, { nullable: true, description: 'A number item’s unit, e.g. ppm.' })
  @IsOptional()
  @IsString()
  @MaxLength(20, { message: 'A unit is at most 20 characters' })
  unit?: string | null;

  @Field(() => Float, { nullable: true, description: 'A number or temperature (°C) item’s lowest acceptable value.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'min must be a number' })
  min?: number | null;

  @Field(() => Float, { nullable: true, description: 'A number or temperature (°C) item’s highest acceptable value.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'max must be a number' })
  max?: number | null;

  @Field(() => [String], { nullable: true, description: 'A choice item’s options, in order.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50, { message: 'A choice has at most 50 options' })
  @IsString({ each: true })
  @MaxLength(200, { each: true, message: 'An option is at most 200 characters' })
  options?: string[] | null;
}

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

  @Field(() => PublicationInput, {
    nullable: true,
    description: 'Where it applies; not given: all sites (head office). A site administrator gives ownerLocationId: a template of that site alone.',
  })
  @IsOptional()
  @ValidateNested()
  publication?: PublicationInput | null;
}

@InputType({
  description: 'A company template’s new version: its checklist replaced as a whole and, when given, its schedule. Checks already started keep their version.',
})
export class UpdateComplianceTemplateInput {
  @Field(() => Int)
  @IsInt(idRule('id'))
  @Min(1, idRule('id'))
  @Max(MAX_ID, idRule('id'))
  id!: number;

  @Field(() => [CheckItemInput])
  @IsArray({ message: 'checkItems must be a list' })
  @ArrayMaxSize(MAX_CHECK_ITEMS, { message: `A template can have at most ${MAX_CHECK_ITEMS} items` })
  @ValidateNested({ each: true })
  checkItems!: CheckItemInput[];

  @Field(() => String, { nullable: true, description: 'daily, weekly or monthly; null: started by hand; not given: unchanged.' })
  @IsOptional()
  @IsIn(CHECK_FREQUENCIES, { message: `Frequency must be one of ${CHECK_FREQUENCIES.join(', ')}` })
  frequency?: string | null;

  @Field(() => String, { nullable: true, description: 'Local time of day (HH:MM) it falls due; null: the company’s schedule time; not given: unchanged.' })
  @IsOptional()
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Due time must be a 24-hour time such as 08:00' })
  dueTime?: string | null;

  @Field(() => PublicationInput, { nullable: true, description: 'Where it applies from this version on; not given: unchanged.' })
  @IsOptional()
  @ValidateNested()
  publication?: PublicationInput | null;
}
