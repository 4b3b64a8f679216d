import { IsEmail, IsIn, IsInt, IsObject, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { FORM_TYPES } from './form-templates.js';

const MAX_ID = 2_147_483_647;
const locationIdRule = { message: 'locationId must be a positive whole number' };

@ObjectType('FormField')
export class FormFieldType {
  @Field(() => String, { description: 'Key of the answer in formData.' })
  name!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String, { description: 'text, number, date, time, textarea, checkbox, radio or select; show unknown types as text.' })
  type!: string;

  @Field(() => Boolean)
  required!: boolean;

  @Field(() => [String], { nullable: true, description: 'Choices for radio and select fields.' })
  options!: string[] | null;
}

@ObjectType('FormTemplate', {
  description:
    'A built-in form with the user’s company’s current fields (its administrators may edit them); the server checks submissions against the same fields.',
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

  @Field(() => String)
  status!: string;

  @Field(() => String, { description: 'fitness_to_work, visitor_log, wastage_sheet or incident_report.' })
  type!: string;

  @Field(() => [FormFieldType])
  fields!: FormFieldType[];

  @Field(() => Int, { nullable: true, description: 'Id of the company’s edited version these fields are; null: the built-in fields.' })
  versionId!: number | null;

  @Field(() => Int, { description: 'The company’s version number of this form: 0 is the built-in fields, each edit adds one.' })
  version!: number;

  @Field(() => Boolean, { description: 'Whether the user may edit this form’s fields (updateFormTemplate).' })
  editable!: boolean;

  @Field(() => Date, { nullable: true, description: 'When a form of this type was last stored in the user’s company.' })
  lastUsed!: Date | null;

  @Field(() => Boolean, { description: 'Required: each location fills one in every (local) day; the phone marks it and lists it as due until then.' })
  isRequired!: boolean;
}

@ObjectType('DigitalForm')
export class DigitalFormType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  type!: string;

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
}

@InputType()
export class SubmitDigitalFormInput {
  @Field(() => String)
  @IsIn(FORM_TYPES, { message: `Unknown form type: use one of ${FORM_TYPES.join(', ')}` })
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
