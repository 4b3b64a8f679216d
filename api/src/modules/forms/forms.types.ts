import { IsEmail, IsIn, IsInt, IsObject, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { PublicationType } from '../publishing/publication.types.js';
import { PhotoEvidence } from '../uploads/photo-evidence.js';
import { FORM_TYPES } from './form-templates.js';

const MAX_ID = 2_147_483_647;
const locationIdRule = { message: 'locationId must be a positive whole number' };
const UNKNOWN_TYPE = `Unknown form type: use one of ${FORM_TYPES.join(', ')} or a custom form's type`;
const FORM_TYPE_PATTERN = new RegExp(`^(${FORM_TYPES.join('|')}|custom_\\d{1,10})$`);

@ObjectType('FormField')
export class FormFieldType {
  @Field(() => String, { description: 'Key of the answer in formData.' })
  name!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String, {
    description: 'text, number, date, time, textarea, checkbox, radio, select, yes_no_na, temperature, photo or signature; show unknown types as text.',
  })
  type!: string;

  @Field(() => Boolean)
  required!: boolean;

  @Field(() => [String], { nullable: true, description: 'Choices for radio and select fields.' })
  options!: string[] | null;

  @Field(() => String, { nullable: true, description: 'Shown under the label while filling in.' })
  helpText!: string | null;

  @Field(() => String, { nullable: true, description: 'A number’s unit; °C for a temperature.' })
  unit!: string | null;

  @Field(() => Float, { nullable: true, description: 'Lowest acceptable answer of a number or temperature field.' })
  min!: number | null;

  @Field(() => Float, { nullable: true, description: 'Highest acceptable answer of a number or temperature field.' })
  max!: number | null;

  @Field(() => Boolean, { description: 'An answer outside the range opens a corrective action.' })
  critical!: boolean;
}

@ObjectType('FormTemplate', {
  description:
    'A built-in form, or one the company built (isCustom), with the company’s current fields; the server checks submissions against the same fields.',
})
export class FormTemplateType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  description!: string;

  @Field(() => String, { description: 'Daily or As Needed.' })
  category!: string;

  @Field(() => String, { description: 'active, or retired (a custom form no longer offered; its records stay).' })
  status!: string;

  @Field(() => String, { description: 'fitness_to_work, visitor_log, wastage_sheet, incident_report, or custom_<id> for a company’s own form.' })
  type!: string;

  @Field(() => [FormFieldType])
  fields!: FormFieldType[];

  @Field(() => Int, { nullable: true, description: 'Id of the company’s edited version these fields are; null: the built-in fields.' })
  versionId!: number | null;

  @Field(() => Int, { description: 'The company’s version number of this form: 0 is the built-in fields, each edit adds one.' })
  version!: number;

  @Field(() => Boolean, { description: 'Whether the user may edit this form’s fields (updateFormTemplate) and retire a custom one.' })
  editable!: boolean;

  @Field(() => Date, { nullable: true, description: 'When a form of this type was last stored in the user’s company.' })
  lastUsed!: Date | null;

  @Field(() => Boolean, { description: 'Required: each location fills one in every (local) day; the phone marks it and lists it as due until then.' })
  isRequired!: boolean;

  @Field(() => Boolean, { description: 'Built by the company (createFormTemplate), not one of the four built-in forms.' })
  isCustom!: boolean;

  @Field(() => PublicationType, { description: 'Where it is offered: built-in forms at every site.' })
  publication!: PublicationType;
}

@ObjectType('DigitalForm')
export class DigitalFormType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  type!: string;

  @Field(() => String, { description: 'The name of its form (a company’s own form’s name as it is now).' })
  formName!: string;

  @Field(() => String, { description: 'draft or submitted.' })
  status!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Int)
  locationId!: number;

  @Field(() => String, { description: 'Full name of the person who filled the form in.' })
  submittedBy!: string;

  @Field(() => Int, { description: 'The company’s version of the form it was filled against (0: the built-in fields).' })
  templateVersion!: number;

  @Field(() => [FormFieldType], { description: 'The fields it was filled against, so earlier answers keep their labels after an edit.' })
  fields!: FormFieldType[];

  @Field(() => GraphQLJSONObject, { description: 'Answers keyed by field name.' })
  formData!: Record<string, unknown>;

  @Field(() => [String], { description: 'Names of the number and temperature fields answered outside their acceptable range.' })
  outOfRange!: string[];

  @Field(() => [Int], { description: 'The corrective actions its critical fields out of range opened.' })
  correctiveActionIds!: number[];

  @Field(() => [PhotoEvidence], { description: 'The photos its photo fields name (each answer is the photo’s uploadId).' })
  photoEvidence!: PhotoEvidence[];
}

@InputType()
export class SubmitDigitalFormInput {
  @Field(() => String, { description: 'A built-in type or a company’s custom_<id> (FormTemplate.type).' })
  @IsString({ message: UNKNOWN_TYPE })
  @Matches(FORM_TYPE_PATTERN, { message: UNKNOWN_TYPE })
  type!: string;

  @Field(() => Int)
  @IsInt(locationIdRule)
  @Min(1, locationIdRule)
  @Max(MAX_ID, locationIdRule)
  locationId!: number;

  @Field(() => GraphQLJSONObject, { description: 'Answers keyed by field name: text, numbers, true/false or null.' })
  @IsObject({ message: 'formData must be an object of answers keyed by field name' })
  formData!: Record<string, unknown>;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100_000, { message: 'Signature must be at most 100000 characters' })
  signature?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsEmail({}, { message: 'emailedTo must be a valid email address' })
  @MaxLength(254)
  emailedTo?: string | null;

  @Field(() => String, { nullable: true, description: 'submitted, or leave out to keep a draft.' })
  @IsOptional()
  @IsIn(['submitted'], { message: 'status must be submitted' })
  status?: string | null;

  @Field(() => String, { nullable: true, description: 'The phone’s id for this form: sending it again returns the form stored the first time.' })
  @IsOptional()
  @IsUUID('all', { message: 'clientId must be a UUID' })
  clientId?: string | null;
}
