import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, Int, ObjectType } from 'type-graphql';

@ArgsType()
export class UsersArgs {
  @Field(() => String, { nullable: true, description: 'Case-insensitive text matched against full name, email and username.' })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  search?: string | null;

  @Field(() => Int, { nullable: true, description: 'One company’s people (the provider’s company page).' })
  @IsOptional()
  @IsInt()
  @Min(1)
  companyId?: number | null;
}

@ObjectType('UserReference', { description: 'Who did something: enough to show a name.' })
export class UserReferenceType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  fullName!: string;

  @Field(() => String)
  username!: string;
}

@ObjectType('UserSummary', { description: 'The User Management tiles.' })
export class UserSummaryType {
  @Field(() => Int)
  total!: number;

  @Field(() => Int)
  active!: number;

  @Field(() => Int)
  administrators!: number;

  @Field(() => Int)
  inactive!: number;
}

@ObjectType('RoleOption', { description: 'A role an administrator may give.' })
export class RoleOptionType {
  @Field(() => String)
  value!: string;

  @Field(() => String)
  label!: string;

  @Field(() => String, { description: 'One line on what the role may do, from its capabilities.' })
  description!: string;

  @Field(() => Boolean, { description: 'Issue 35: the role reaches the sites of the areas it looks after (Add User and Edit offer areas).' })
  looksAfterAreas!: boolean;
}
