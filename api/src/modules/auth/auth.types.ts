import { IsOptional, IsString, Length, Matches, MaxLength } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { FullNameField, OptionalEmailField } from '../../graphql/person-fields.js';

@InputType({ description: 'A public sign-up. The account always gets the Kitchen Staff role.' })
export class RegisterInput {
  @FullNameField()
  fullName!: string;

  @OptionalEmailField()
  email?: string | null;

  @Field(() => String)
  @IsString()
  @Matches(/^[A-Za-z0-9._-]{3,100}$/, { message: 'Username must be 3-100 letters, digits, dots, dashes or underscores' })
  username!: string;

  @Field(() => String)
  @IsString()
  @Length(8, 200, { message: 'Password must be at least 8 characters' })
  password!: string;

  @Field(() => String, { nullable: true, description: 'Ignored for public sign-ups; kept for the documented client.' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  role?: string | null;
}

@InputType()
export class LoginInput {
  @Field(() => String)
  @IsString()
  @Length(1, 100, { message: 'Username is required' })
  username!: string;

  @Field(() => String)
  @IsString()
  @Length(1, 200, { message: 'Password is required' })
  password!: string;

  @Field(() => String, { nullable: true, description: 'The code from the authenticator app, for people who use two-factor authentication.' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  code?: string | null;

  @Field(() => String, { nullable: true, description: 'One of the person’s recovery codes instead of a code; each works once.' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  recoveryCode?: string | null;
}

@ObjectType('Capabilities', { description: 'What the signed-in user may do; the web shows or hides controls by these.' })
export class CapabilitiesType {
  @Field(() => Boolean, { description: 'Administration section: users, locations, settings.' })
  administration!: boolean;

  @Field(() => Boolean)
  manageManuals!: boolean;

  @Field(() => Boolean, { description: 'Add cleaning schedules and training records.' })
  manageSchedules!: boolean;

  @Field(() => Boolean, { description: 'New checklist: write check templates (head office for its sites, a site administrator for their own sites).' })
  manageCheckTemplates!: boolean;

  @Field(() => Boolean, { description: 'Add, edit and retire equipment at the locations the user may use.' })
  manageEquipment!: boolean;

  @Field(() => Boolean, { description: 'Deactivate and reactivate locations (and see deactivated ones in Location Management).' })
  changeLocationStatus!: boolean;

  @Field(() => Boolean, { description: 'Change the company settings (Settings & Presets); everyone else reads them.' })
  manageSettings!: boolean;

  @Field(() => Boolean, { description: 'Works in the phone app at /mobile only.' })
  mobileOnly!: boolean;

  @Field(() => Boolean, { description: 'Create, list and revoke sensor gateways’ API keys (Settings → API Keys).' })
  manageApiKeys!: boolean;

  @Field(() => Boolean, { description: 'Read the company’s audit log and verify its audit chain (Administration → Audit Log).' })
  readAuditTrail!: boolean;

  @Field(() => Boolean, { description: 'Read the league table of sites (Administration → League Table) and the dashboard’s sites needing attention.' })
  readSiteLeague!: boolean;

  @Field(() => Boolean, { description: 'Create, list and revoke inspector links (Administration → Audit Log).' })
  manageInspectorLinks!: boolean;

  @Field(() => Boolean, {
    description: 'Issue 35: create, rename and retire areas, put sites in them and choose area managers’ areas (Administration → Areas).',
  })
  manageAreas!: boolean;

  @Field(() => Boolean, { description: 'Signed up with no company yet: may create their business (createMyCompany).' })
  createOwnCompany!: boolean;

  @Field(() => Boolean, { description: 'Add, edit, deactivate and reactivate customer companies (the provider).' })
  manageCompanies!: boolean;

  @Field(() => Boolean, {
    description: 'Write and sign HACCP plans (Administration → HACCP Plan): a site’s own plan, and with company-wide reach the company plan.',
  })
  manageHaccpPlans!: boolean;
}

@ObjectType('LocationSummary')
export class LocationSummaryType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;
}

@ObjectType('User')
export class UserType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  username!: string;

  @Field(() => String)
  fullName!: string;

  @Field(() => String, { nullable: true })
  email?: string | null;

  @Field(() => String)
  role!: string;

  @Field(() => String)
  roleLabel!: string;

  @Field(() => String, { description: 'Up to two letters from the full name, for avatars.' })
  initials!: string;

  @Field(() => Int, { nullable: true })
  companyId!: number | null;

  @Field(() => Int, { nullable: true, description: 'The home location.' })
  locationId!: number | null;

  @Field(() => [Int], { description: 'Locations given beyond the home one (company-wide roles reach every location anyway).' })
  extraLocationIds!: number[];

  @Field(() => Boolean)
  isActive!: boolean;

  @Field(() => Boolean, { description: 'Their password was set by an administrator: they must change it before doing anything else.' })
  mustChangePassword!: boolean;

  @Field(() => Boolean, { description: 'Whether the administrator asking may edit, deactivate or reset this person (never themselves: Profile is for that).' })
  manageable!: boolean;

  @Field(() => Date, { nullable: true })
  lastLogin?: Date | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType('Me', { description: 'The signed-in user with what they may reach and do.' })
export class MeType extends UserType {
  @Field(() => String, { nullable: true, description: 'Null for the provider and for a sign-up that has not created its business yet.' })
  companyName!: string | null;

  @Field(() => Boolean, {
    description: "Their password is older than their company's password expiry allows (so mustChangePassword is true): they must choose a new one.",
  })
  expiredPassword!: boolean;

  @Field(() => Boolean, { description: 'They sign in with a code from an authenticator app as well as their password.' })
  twoFactorEnabled!: boolean;

  @Field(() => Boolean, {
    description: 'Their company requires two-factor authentication for administrators and they have not set it up: they must before doing anything else.',
  })
  mustEnrolTwoFactor!: boolean;

  @Field(() => [LocationSummaryType], { description: 'Locations the user may use, home location first.' })
  locations!: LocationSummaryType[];

  @Field(() => CapabilitiesType)
  capabilities!: CapabilitiesType;

  @Field(() => String, { description: "celsius or fahrenheit: the company's display unit (readings are stored in °C)." })
  temperatureUnit!: string;

  @Field(() => String, { description: "The company's date format: MM/DD/YYYY, DD/MM/YYYY or YYYY-MM-DD." })
  dateFormat!: string;
}

@InputType()
export class ChangeMyPasswordInput {
  @Field(() => String)
  @IsString()
  @Length(1, 200, { message: 'Current password is required' })
  currentPassword!: string;

  @Field(() => String, { description: 'Must follow the company’s password rules and differ from the current one.' })
  @IsString()
  @Length(1, 200, { message: 'New password is required' })
  newPassword!: string;
}
