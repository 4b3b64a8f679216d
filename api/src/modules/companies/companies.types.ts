import { IsIn, IsOptional, IsString, Length, Matches, MaxLength, ValidateNested } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { FullNameField, OptionalEmailField } from '../../graphql/person-fields.js';
import { UserType } from '../auth/auth.types.js';
import { LocationType } from '../locations/location.types.js';
import type { Region } from '../settings/company-region.js';
import { RegionEnum } from '../settings/settings.types.js';

@InputType({ description: 'A new company’s first location.' })
export class FirstLocationInput {
  @Field(() => String)
  @IsString()
  @Length(1, 200, { message: 'Location name is required (up to 200 characters)' })
  name!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'Address must be at most 500 characters' })
  address?: string | null;

  @Field(() => String, { description: 'IANA time zone of the site, e.g. Europe/London; also the company’s default for new locations.' })
  @IsString()
  @MaxLength(64)
  timezone!: string;
}

@InputType({ description: 'The company’s first administrator (Customer Admin), who must change the initial password at first sign-in.' })
export class FirstAdministratorInput {
  @FullNameField()
  fullName!: string;

  @Field(() => String)
  @IsString()
  @Matches(/^[A-Za-z0-9._-]{3,100}$/, { message: 'Username must be 3-100 letters, digits, dots, dashes or underscores' })
  username!: string;

  @OptionalEmailField()
  email?: string | null;

  @Field(() => String)
  @IsString()
  @Length(1, 200, { message: 'Initial password is required' })
  password!: string;
}

@InputType({ description: 'A company’s own details.' })
export class CompanyDetailsInput {
  @Field(() => String)
  @IsString()
  @Length(1, 200, { message: 'Company name is required (up to 200 characters)' })
  name!: string;

  @OptionalEmailField()
  email?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(50, { message: 'Phone must be at most 50 characters' })
  phone?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'Address must be at most 500 characters' })
  address?: string | null;
}

@InputType({ description: 'Create your business: the signed-up user becomes its Customer Admin.' })
export class CreateMyCompanyInput extends CompanyDetailsInput {
  @Field(() => FirstLocationInput)
  @ValidateNested()
  location!: FirstLocationInput;

  @Field(() => RegionEnum, { nullable: true, description: 'Left out: US when the first location is in a US time zone, else UK_EU.' })
  @IsOptional()
  @IsIn(Object.values(RegionEnum))
  region?: Region | null;
}

@InputType({ description: 'The provider adds a customer company with its first location and administrator.' })
export class CreateCompanyInput extends CreateMyCompanyInput {
  @Field(() => FirstAdministratorInput)
  @ValidateNested()
  administrator!: FirstAdministratorInput;
}

@ObjectType('CompanyDetails', { description: 'The company page: details, counts (as on the provider overview), locations and people.' })
export class CompanyDetailsType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true })
  phone!: string | null;

  @Field(() => String, { nullable: true })
  address!: string | null;

  @Field(() => Boolean)
  isActive!: boolean;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Int)
  locationCount!: number;

  @Field(() => Int)
  userCount!: number;

  @Field(() => Int)
  equipmentCount!: number;

  @Field(() => Int, { description: 'Equipment whose latest reading is out of range.' })
  alertCount!: number;

  @Field(() => [LocationType])
  locations!: LocationType[];

  @Field(() => [UserType])
  users!: UserType[];
}
