import { ArrayMaxSize, IsInt, IsOptional, IsString, Length, Matches, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { FullNameField, OptionalEmailField, together } from '../../graphql/person-fields.js';

const USERNAME = /^[A-Za-z0-9._-]{3,100}$/;
/** Issue 35: the areas an Area Manager looks after, as Add User and Edit send them. */
const AreaIdsField = (): PropertyDecorator =>
  together(
    Field(() => [Int], {
      nullable: true,
      description: 'Issue 35: the areas an Area Manager looks after (company administrators choose them); sent, they replace the old ones.',
    }),
    IsOptional(),
    IsInt({ each: true }),
    ArrayMaxSize(500),
  );

const USERNAME_MESSAGE = 'Username must be 3-100 letters, digits, dots, dashes or underscores';

@InputType({ description: 'Add User: the person signs in with the initial password and must change it first.' })
export class CreateUserInput {
  @FullNameField()
  fullName!: string;

  @Field(() => String)
  @IsString()
  @Matches(USERNAME, { message: USERNAME_MESSAGE })
  username!: string;

  @OptionalEmailField()
  email?: string | null;

  @Field(() => String, { description: 'A role name such as branch_user; at most the administrator’s own rank.' })
  @IsString()
  @MaxLength(40)
  role!: string;

  @Field(() => Int, { description: 'The home location.' })
  @IsInt()
  @Min(1)
  locationId!: number;

  @Field(() => [Int], { nullable: true, description: 'Further locations the person may work at.' })
  @IsOptional()
  @IsInt({ each: true })
  @ArrayMaxSize(500)
  extraLocationIds?: number[] | null;

  @AreaIdsField()
  areaIds?: number[] | null;

  @Field(() => String, { description: 'The initial password; it must follow the company’s password rules.' })
  @IsString()
  @Length(1, 200, { message: 'Initial password is required' })
  password!: string;

  @Field(() => Int, { nullable: true, description: 'Only for the provider super user, who has no company of their own.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  companyId?: number | null;
}

@InputType({ description: 'Edit a user. Fields left out are kept; locations sent replace the old ones.' })
export class UpdateUserInput {
  @Field(() => Int)
  @IsInt()
  id!: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @Length(1, 200, { message: 'Full name is required (up to 200 characters)' })
  fullName?: string | null;

  @Field(() => String, { nullable: true, description: 'An empty string clears the email.' })
  @IsOptional()
  @Matches(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'Email must be a valid email address' })
  @MaxLength(254)
  email?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  role?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  @Min(1)
  locationId?: number | null;

  @Field(() => [Int], { nullable: true })
  @IsOptional()
  @IsInt({ each: true })
  @ArrayMaxSize(500)
  extraLocationIds?: number[] | null;

  @AreaIdsField()
  areaIds?: number[] | null;
}

@InputType()
export class UpdateMyProfileInput {
  @FullNameField()
  fullName!: string;

  @OptionalEmailField()
  email?: string | null;
}
