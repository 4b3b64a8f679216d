import { IsInt, IsObject, IsOptional, IsString, Length, MaxLength, Min } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { OpeningTimes } from '../tenancy/location.entity.js';

@ObjectType('Location')
export class LocationType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int)
  companyId!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  address?: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Day name to opening hours text.' })
  openingTimes?: OpeningTimes | null;

  @Field(() => String, { description: 'IANA time zone, e.g. Europe/London: the site’s "today" and "this month" are its local ones.' })
  timezone!: string;

  @Field(() => Boolean, { description: 'False once deactivated: out of every selector and list, records kept.' })
  isActive!: boolean;

  @Field(() => Date)
  createdAt!: Date;
}

@InputType()
export class CreateLocationInput {
  @Field(() => String)
  @IsString()
  @Length(1, 200, { message: 'Location name is required (up to 200 characters)' })
  name!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'Address must be at most 500 characters' })
  address?: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Day name to opening hours text, e.g. { "Monday": "07:00-22:00" }.' })
  @IsOptional()
  @IsObject({ message: 'Opening times must be an object of day to hours' })
  openingTimes?: OpeningTimes | null;

  @Field(() => String, { nullable: true, description: 'IANA time zone; defaults to the company settings’ time zone.' })
  @IsOptional()
  @IsString()
  @MaxLength(64, { message: 'Time zone must be at most 64 characters' })
  timezone?: string | null;

  @Field(() => Int, { nullable: true, description: 'Only for the provider super user, who has no company of their own.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  companyId?: number | null;
}

@InputType({ description: 'The fields to change; those left out are kept.' })
export class UpdateLocationInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Length(1, 200, { message: 'Location name is required (up to 200 characters)' })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'Null or empty clears it.' })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'Address must be at most 500 characters' })
  address?: string | null;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Replaces the opening times; null clears them.' })
  @IsOptional()
  @IsObject({ message: 'Opening times must be an object of day to hours' })
  openingTimes?: OpeningTimes | null;

  @Field(() => String, { nullable: true, description: 'IANA time zone, e.g. America/New_York.' })
  @IsOptional()
  @IsString()
  @MaxLength(64, { message: 'Time zone must be at most 64 characters' })
  timezone?: string | null;
}
