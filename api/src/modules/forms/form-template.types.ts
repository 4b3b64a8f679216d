import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { FIELD_TYPES } from './form-templates.js';

const MAX_ID = 2_147_483_647;
/** Form data holds at most 50 answers (form-data.ts); a form's fields stay well inside that. */
export const MAX_TEMPLATE_FIELDS = 40;
export const MAX_LABEL_LENGTH = 100;
export const MAX_OPTIONS = 20;
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
}

@InputType({ description: 'The new fields of a built-in form for the administrator’s company, saved as its next version.' })
export class UpdateFormTemplateInput {
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

  @Field(() => [FormFieldInput])
  @IsArray({ message: 'fields must be a list' })
  @ArrayMinSize(1, { message: 'A form needs at least one field' })
  @ArrayMaxSize(MAX_TEMPLATE_FIELDS, { message: `A form can have at most ${MAX_TEMPLATE_FIELDS} fields` })
  @ValidateNested({ each: true })
  fields!: FormFieldInput[];
}
