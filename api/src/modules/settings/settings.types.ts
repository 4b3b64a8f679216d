import { ArrayMaxSize, IsBoolean, IsIn, IsInt, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Region } from './company-region.js';
import { EQUIPMENT_TYPES, type EquipmentKind } from './equipment-kinds.js';
import { FOOD_PROCESS_KINDS } from './process-rules.js';
import { FoodProcessRuleType } from './process-rules.types.js';
import { type CompanySettingsValues, WEEKDAYS, type Weekday } from './settings-defaults.js';

export const RegionEnum = { UK_EU: 'uk_eu', US: 'us' } as const satisfies Record<string, Region>;
registerEnumType(RegionEnum, {
  name: 'Region',
  description: 'Where a company works: UK_EU (UK/EU food hygiene law, dates DD/MM/YYYY) or US (FDA Food Code, dates MM/DD/YYYY).',
  valuesConfig: { UK_EU: { description: 'The United Kingdom or the European Union.' }, US: { description: 'The United States.' } },
});

// Each section is both what companySettings returns and what updateCompanySettings takes: a
// section sent is a whole section (the screen saves whole tabs); a section left out is kept.

@ObjectType('GeneralSettings')
@InputType('GeneralSettingsInput')
export class GeneralSettings {
  @Field(() => String, { description: 'IANA time zone new locations start in, e.g. Europe/London.' })
  timezone!: string;

  @Field(() => String, { description: 'celsius or fahrenheit: how every screen shows temperatures (storage stays °C).' })
  @IsIn(['celsius', 'fahrenheit'], { message: 'Temperature unit must be celsius or fahrenheit' })
  temperatureUnit!: CompanySettingsValues['general']['temperatureUnit'];

  @Field(() => String, { description: 'MM/DD/YYYY, DD/MM/YYYY or YYYY-MM-DD.' })
  @IsIn(['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'], { message: 'Date format must be MM/DD/YYYY, DD/MM/YYYY or YYYY-MM-DD' })
  dateFormat!: CompanySettingsValues['general']['dateFormat'];

  @Field(() => Boolean)
  @IsBoolean()
  automaticBackups!: boolean;

  @Field(() => Boolean)
  @IsBoolean()
  auditLogging!: boolean;

  @Field(() => Boolean)
  @IsBoolean()
  dataCleanup!: boolean;

  @Field(() => Int, { description: 'Records older than this may be cleaned up when dataCleanup is on (at least two years: 21 CFR 117.315).' })
  @IsInt({ message: 'Data retention must be a whole number of days' })
  @Min(730, { message: 'Data retention must be at least 730 days (records are kept two years)' })
  @Max(3650, { message: 'Data retention must be at most 3650 days' })
  dataRetentionDays!: number;
}

@ObjectType('NotificationSettings')
@InputType('NotificationSettingsInput')
export class NotificationSettings {
  @Field(() => Boolean, { description: 'Escalate critical actions not started in time to branch managers and administrators.' })
  @IsBoolean()
  criticalEscalation!: boolean;

  @Field(() => Int, { description: 'Minutes a critical action may wait unstarted before it is escalated; 0 escalates at once.' })
  @IsInt({ message: 'Escalation minutes must be a whole number' })
  @Min(0, { message: 'Escalation minutes must be from 0 to 1440' })
  @Max(1440, { message: 'Escalation minutes must be from 0 to 1440' })
  escalationMinutes!: number;

  @Field(() => Int, {
    nullable: true,
    description:
      "Level 2's minutes: how long the location's managers have before the company administrators are told (level 3). Null: administrators are told with the managers. Left out of an update: kept.",
  })
  @IsOptional()
  @IsInt({ message: 'Administrator escalation minutes must be a whole number' })
  @Min(1, { message: 'Administrator escalation minutes must be from 1 to 1440' })
  @Max(1440, { message: 'Administrator escalation minutes must be from 1 to 1440' })
  administratorEscalationMinutes?: number | null;

  @Field(() => Boolean)
  @IsBoolean()
  temperatureAlerts!: boolean;

  @Field(() => Boolean)
  @IsBoolean()
  dailyReminders!: boolean;

  @Field(() => Boolean)
  @IsBoolean()
  overdueAlerts!: boolean;
}

@ObjectType('SecuritySettings')
@InputType('SecuritySettingsInput')
export class SecuritySettings {
  @Field(() => Int)
  @IsInt({ message: 'Minimum password length must be a whole number' })
  @Min(8, { message: 'Minimum password length must be from 8 to 128' })
  @Max(128, { message: 'Minimum password length must be from 8 to 128' })
  minPasswordLength!: number;

  @Field(() => Int, { description: 'Days before a password must be changed; 0 = never.' })
  @IsInt({ message: 'Password expiry must be a whole number of days' })
  @Min(0, { message: 'Password expiry must be from 0 (never) to 3650 days' })
  @Max(3650, { message: 'Password expiry must be from 0 (never) to 3650 days' })
  passwordExpiryDays!: number;

  @Field(() => Boolean)
  @IsBoolean()
  requireSpecialCharacters!: boolean;

  @Field(() => Boolean)
  @IsBoolean()
  requireNumbers!: boolean;

  @Field(() => Int, { description: 'A session unused for this long ends.' })
  @IsInt({ message: 'Session timeout must be a whole number of minutes' })
  @Min(5, { message: 'Session timeout must be from 5 to 1440 minutes' })
  @Max(1440, { message: 'Session timeout must be from 5 to 1440 minutes' })
  sessionTimeoutMinutes!: number;

  @Field(() => Int)
  @IsInt({ message: 'Max concurrent sessions must be a whole number' })
  @Min(1, { message: 'Max concurrent sessions must be from 1 to 100' })
  @Max(100, { message: 'Max concurrent sessions must be from 1 to 100' })
  maxConcurrentSessions!: number;

  @Field(() => Boolean)
  @IsBoolean()
  twoFactor!: boolean;

  @Field(() => Boolean)
  @IsBoolean()
  ipRestriction!: boolean;

  @Field(() => [String], {
    nullable: true,
    description:
      'With ipRestriction on, the only client addresses (IPv4 or IPv6, or CIDR ranges such as 203.0.113.0/24) from which the company’s people may sign in and make requests. Always answered; left out of the input, the saved list is kept.',
  })
  @IsOptional()
  @ArrayMaxSize(100, { message: 'At most 100 allowed networks' })
  @IsString({ each: true })
  @MaxLength(64, { each: true, message: 'An allowed network is at most 64 characters' })
  allowedNetworks?: string[] | null;
}

@ObjectType('EquipmentPreset')
@InputType('EquipmentPresetInput')
export class EquipmentPresetType {
  @Field(() => String, { description: `One of ${EQUIPMENT_TYPES.join(', ')}.` })
  @IsIn(EQUIPMENT_TYPES as unknown as string[], { message: `Preset type must be one of ${EQUIPMENT_TYPES.join(', ')}` })
  type!: EquipmentKind;

  @Field(() => Float, { nullable: true, description: 'Target minimum (°C) for new units of this type.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Preset minimum must be a number' })
  @Min(-40, { message: 'Preset temperatures must be within -40 to 300 °C' })
  @Max(300, { message: 'Preset temperatures must be within -40 to 300 °C' })
  minTemp!: number | null;

  @Field(() => Float, { nullable: true, description: 'Target maximum (°C) for new units of this type.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Preset maximum must be a number' })
  @Min(-40, { message: 'Preset temperatures must be within -40 to 300 °C' })
  @Max(300, { message: 'Preset temperatures must be within -40 to 300 °C' })
  maxTemp!: number | null;

  @Field(() => Int, { description: 'Minutes a sensor reading may stay out of range before it counts (defrost cycles).' })
  @IsInt({ message: 'Alert delay must be a whole number of minutes' })
  @Min(0, { message: 'Alert delay must be from 0 to 1440 minutes' })
  @Max(1440, { message: 'Alert delay must be from 0 to 1440 minutes' })
  alertDelayMinutes!: number;

  @Field(() => Int, { nullable: true, description: 'How often a reading is expected; null = no expectation.' })
  @IsOptional()
  @IsInt({ message: 'Reading interval must be a whole number of minutes' })
  @Min(1, { message: 'Reading interval must be from 1 to 1440 minutes' })
  @Max(1440, { message: 'Reading interval must be from 1 to 1440 minutes' })
  readingIntervalMinutes!: number | null;
}

@ObjectType('ScheduleSettings')
@InputType('ScheduleSettingsInput')
export class ScheduleSettings {
  @Field(() => Boolean)
  @IsBoolean()
  autoSchedule!: boolean;

  @Field(() => String, { description: 'HH:MM, in each location’s time zone.' })
  @Matches(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Daily check time must be HH:MM' })
  dailyTime!: string;

  @Field(() => String, { description: 'monday … sunday.' })
  @IsIn(WEEKDAYS as unknown as string[], { message: 'Weekly check day must be a weekday name, e.g. monday' })
  weeklyDay!: Weekday;

  @Field(() => Int, { description: '1 to 28, so it falls in every month.' })
  @IsInt({ message: 'Monthly check date must be a whole number' })
  @Min(1, { message: 'Monthly check date must be from 1 to 28' })
  @Max(28, { message: 'Monthly check date must be from 1 to 28' })
  monthlyDate!: number;
}

@ObjectType('PwaFeatures', { description: 'The phone’s workflow tiles; a disabled one is hidden on /mobile and stays on the desktop.' })
@InputType('PwaFeaturesInput')
export class PwaFeatures {
  @Field(() => Boolean) @IsBoolean() openingChecks!: boolean;
  @Field(() => Boolean) @IsBoolean() fridgeFreezer!: boolean;
  @Field(() => Boolean) @IsBoolean() goodsIn!: boolean;
  @Field(() => Boolean) @IsBoolean() cooking!: boolean;
  @Field(() => Boolean) @IsBoolean() reheating!: boolean;
  @Field(() => Boolean) @IsBoolean() hotHold!: boolean;
  @Field(() => Boolean) @IsBoolean() cooling!: boolean;
  @Field(() => Boolean) @IsBoolean() probeChecks!: boolean;
  @Field(() => Boolean) @IsBoolean() deliveryOut!: boolean;
  @Field(() => Boolean) @IsBoolean() cleaning!: boolean;
  @Field(() => Boolean) @IsBoolean() closingChecks!: boolean;
  @Field(() => Boolean) @IsBoolean() reports!: boolean;
}

@ObjectType('CompanySettings')
export class CompanySettingsType {
  @Field(() => Int)
  companyId!: number;

  @Field(() => RegionEnum, { description: 'Chosen at sign-up; the date format and starter content default from it.' })
  region!: Region;

  @Field(() => GeneralSettings)
  general!: GeneralSettings;

  @Field(() => NotificationSettings)
  notifications!: NotificationSettings;

  @Field(() => SecuritySettings)
  security!: SecuritySettings;

  @Field(() => [EquipmentPresetType], { description: 'One per equipment type.' })
  presets!: EquipmentPresetType[];

  @Field(() => [FoodProcessRuleType], { description: 'One per food process kind (cooling, cooking, reheating).' })
  processRules!: FoodProcessRuleType[];

  @Field(() => ScheduleSettings)
  schedule!: ScheduleSettings;

  @Field(() => PwaFeatures)
  pwa!: PwaFeatures;

  @Field(() => Date, { nullable: true, description: 'When they were last saved; null while they are the defaults.' })
  updatedAt!: Date | null;
}

@ObjectType('TimeZoneChoice', { description: 'An IANA time zone a location can be in, with the region a company there starts in.' })
export class TimeZoneChoiceType {
  @Field(() => String, { description: 'e.g. Europe/London.' })
  name!: string;

  @Field(() => RegionEnum)
  region!: Region;
}

@InputType()
export class UpdateCompanySettingsInput {
  @Field(() => RegionEnum, { nullable: true, description: 'Left out: kept. Changing it changes no saved setting; Reset to Defaults follows it.' })
  @IsOptional()
  @IsIn(Object.values(RegionEnum))
  region?: Region;

  @Field(() => GeneralSettings, { nullable: true })
  @IsOptional()
  @ValidateNested()
  general?: GeneralSettings;

  @Field(() => NotificationSettings, { nullable: true })
  @IsOptional()
  @ValidateNested()
  notifications?: NotificationSettings;

  @Field(() => SecuritySettings, { nullable: true })
  @IsOptional()
  @ValidateNested()
  security?: SecuritySettings;

  @Field(() => [EquipmentPresetType], { nullable: true, description: 'Presets to replace, by type; types left out keep theirs.' })
  @IsOptional()
  @ArrayMaxSize(EQUIPMENT_TYPES.length)
  @ValidateNested({ each: true })
  presets?: EquipmentPresetType[];

  @Field(() => [FoodProcessRuleType], { nullable: true, description: 'Process rules to replace, by kind; kinds left out keep theirs.' })
  @IsOptional()
  @ArrayMaxSize(FOOD_PROCESS_KINDS.length)
  @ValidateNested({ each: true })
  processRules?: FoodProcessRuleType[];

  @Field(() => ScheduleSettings, { nullable: true })
  @IsOptional()
  @ValidateNested()
  schedule?: ScheduleSettings;

  @Field(() => PwaFeatures, { nullable: true })
  @IsOptional()
  @ValidateNested()
  pwa?: PwaFeatures;
}
