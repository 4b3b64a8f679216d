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

  @Field(() => Boolean)
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

  @Field(() => Int, { nullable: true, description: 'Only for the provider super user, who has no company of their own.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  companyId?: number | null;
}
