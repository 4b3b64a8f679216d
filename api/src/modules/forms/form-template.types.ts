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
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { PublicationInput } from '../publishing/publication.types.js';
import { FIELD_TYPES, FORM_CATEGORIES } from './form-templates.js';

const MAX_ID = 2_147_483_647;
/** Form data holds at most 50 answers (form-data.ts); a form's fields stay well inside that. */
export const MAX_TEMPLATE_FIELDS = 40;
export const MAX_LABEL_LENGTH = 100;
export const MAX_OPTIONS = 20;
export const MAX_HELP_LENGTH = 300;
const idRule = (name: string) => ({ message: `${name} must be a positive whole number` });

@InputType('FormFieldInput', { description: 'One field of an edited form.' })
export class FormFieldInput {
  @Field(() => String, { nullable: true, description: 'Keep the name of a field that already exists (its answers keep their key); leave out for a new field.' })
  @IsOptional()
  @IsString({ message: 'A field name must be text' })
  @MaxLength(60, { message: 'A field name is at most 60 characters' })
  name?: string | null;

  @Field(() => String)
  @IsString({ message: 'Every field needs a label' })
  @MaxLength(MAX_LABEL_LENGTH, { message: `A field label is at most ${MAX_LABEL_LENGTH} characters` })
  label!: string;

  @Field(() => String, { description: FIELD_TYPES.join(', ') })
  @IsIn(FIELD_TYPES, { message: `A field type must be one of ${FIELD_TYPES.join(', ')}` })
  type!: string;

  @Field(() => Boolean, { defaultValue: false })
  @IsBoolean({ message: 'required must be true or false' })
  required!: boolean;

  @Field(() => [String], { nullable: true, description: 'The choices of a radio or select field.' })
  @IsOptional()
  @IsArray({ message: 'options must be a list' })
  @ArrayMaxSize(MAX_OPTIONS, { message: `A field can have at most ${MAX_OPTIONS} options` })
  @IsString({ each: true, message: 'Every option must be text' })
  @MaxLength(MAX_LABEL_LENGTH, { each: true, message: `An option is at most ${MAX_LABEL_LENGTH} characters` })
  options?: string[] | null;

  @Field(() => String, { nullable: true, description: 'Shown under the label while the form is filled in.' })
  @IsOptional()
  @IsString({ message: 'Help text must be text' })
  @MaxLength(MAX_HELP_LENGTH, { message: `Help text is at most ${MAX_HELP_LENGTH} characters` })
  helpText?: string | null;

  @Field(() => String, { nullable: true, description: 'The unit of a number field (kg, ppm…); a temperature is always °C.' })
  @IsOptional()
  @IsString({ message: 'A unit must be text' })
  @MaxLength(20, { message: 'A unit is at most 20 characters' })
  unit?: string | null;

  @Field(() => Float, { nullable: true, description: 'The lowest acceptable answer of a number or temperature field.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'min must be a number' })
  min?: number | null;

  @Field(() => Float, { nullable: true, description: 'The highest acceptable answer of a number or temperature field.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'max must be a number' })
  max?: number | null;

  @Field(() => Boolean, { defaultValue: false, description: 'A number or temperature field: an answer outside its range opens a corrective action.' })
  @IsOptional()
  @IsBoolean({ message: 'critical must be true or false' })
  critical?: boolean | null;
}

const fieldList = () => [
  Field(() => [FormFieldInput]),
  IsArray({ message: 'fields must be a list' }),
  ArrayMinSize(1, { message: 'A form needs at least one field' }),
  ArrayMaxSize(MAX_TEMPLATE_FIELDS, { message: `A form can have at most ${MAX_TEMPLATE_FIELDS} fields` }),
  ValidateNested({ each: true }),
];

/** What a custom form is called and where it is offered (on create; optional on update). */
@InputType('FormDescriptionInput', { description: 'A custom form’s description, category and publication.' })
class FormDescriptionInput {
  @Field(() => String, { nullable: true, description: 'Shown under the name.' })
  @IsOptional()
  @IsString({ message: 'A description must be text' })
  @MaxLength(500, { message: 'A description is at most 500 characters' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: FORM_CATEGORIES.join(', ') })
  @IsOptional()
  @IsIn(FORM_CATEGORIES, { message: `A category must be one of ${FORM_CATEGORIES.join(', ')}` })
  category?: string | null;

  @Field(() => PublicationInput, { nullable: true, description: 'Where it is offered; left out on create: every site.' })
  @IsOptional()
  @ValidateNested()
  publication?: PublicationInput | null;
}

@InputType({ description: 'A digital form built from scratch (issue 35): saved as version 1 of the company’s own form.' })
export class CreateFormTemplateInput extends FormDescriptionInput {
  @Field(() => String)
  @IsString({ message: 'A form needs a name' })
  @MaxLength(200, { message: 'A form name is at most 200 characters' })
  name!: string;

  @ApplyAll(fieldList())
  fields!: FormFieldInput[];
}

@InputType({
  description: 'The new fields of a form for the administrator’s company, saved as its next version (a custom form: also its name and publication).',
})
export class UpdateFormTemplateInput extends FormDescriptionInput {
  @Field(() => String, { nullable: true, description: 'A custom form’s new name.' })
  @IsOptional()
  @IsString({ message: 'A form needs a name' })
  @MaxLength(200, { message: 'A form name is at most 200 characters' })
  name?: string | null;

  @Field(() => Int, { description: 'The form template’s id (FormTemplate.id).' })
  @IsInt(idRule('templateId'))
  @Min(1, idRule('templateId'))
  @Max(MAX_ID, idRule('templateId'))
  templateId!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'FormTemplate.versionId the edit started from (null: the built-in fields); a newer save in between is refused as a conflict.',
  })
  @IsOptional()
  @IsInt(idRule('basedOnVersionId'))
  @Min(1, idRule('basedOnVersionId'))
  @Max(MAX_ID, idRule('basedOnVersionId'))
  basedOnVersionId?: number | null;

  @ApplyAll(fieldList())
  fields!: FormFieldInput[];
}

function ApplyAll(decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorator of decorators) decorator(target, key);
  };
}
