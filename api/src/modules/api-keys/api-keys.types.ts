import { IsInt, IsOptional, IsString, Length, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('ApiKey', { description: 'A sensor gateway’s key: it records readings at its scope and nothing else. The secret is never shown again.' })
export class ApiKeyType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'The start of the secret (not secret), to tell keys apart, e.g. fsm_1a2b3c4d.' })
  prefix!: string;

  @Field(() => Int, { nullable: true, description: 'Its one location; null: every location of the company.' })
  locationId!: number | null;

  @Field(() => String, { description: 'Where it may record: the location’s name, or "All locations".' })
  scope!: string;

  @Field(() => String)
  createdByName!: string;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'Its latest request, to within a minute.' })
  lastUsedAt!: Date | null;

  @Field(() => Date, { nullable: true })
  revokedAt!: Date | null;
}

@ObjectType('CreatedApiKey')
export class CreatedApiKeyType {
  @Field(() => ApiKeyType)
  apiKey!: ApiKeyType;

  @Field(() => String, { description: 'The whole key, shown this once: only its hash is stored. Send it as "Authorization: Bearer <secret>".' })
  secret!: string;
}

@InputType()
export class CreateApiKeyInput {
  @Field(() => String, { description: 'What the gateway is, e.g. "Main Kitchen fridge gateway".' })
  @IsString()
  @Length(1, 100, { message: 'Give the key a name (up to 100 characters)' })
  name!: string;

  @Field(() => Int, { nullable: true, description: 'The one location it may record at; none: every location of the company.' })
  @IsOptional()
  @IsInt({ message: 'locationId must be an integer' })
  @Min(1, { message: 'locationId must be a positive integer' })
  locationId?: number | null;
}
