import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export const LeaguePresetEnum = { last_7_days: 'last_7_days', last_30_days: 'last_30_days', custom: 'custom' } as const;
export type LeaguePreset = keyof typeof LeaguePresetEnum;
registerEnumType(LeaguePresetEnum, {
  name: 'LeaguePreset',
  description: 'last_7_days / last_30_days: each site’s last 7 or 30 local days, today included; custom: from..to.',
});

@InputType('LeaguePeriodInput', { description: 'The local days the league table covers at every site (each in its own time zone).' })
export class LeaguePeriodInput {
  @Field(() => LeaguePresetEnum)
  preset!: LeaguePreset;

  @Field(() => String, { nullable: true, description: 'custom: the first local day, YYYY-MM-DD.' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'custom: the last local day (included), YYYY-MM-DD.' })
  to?: string | null;
}

@ObjectType('SiteLeagueDay', { description: 'One local day of a site’s trend.' })
export class SiteLeagueDayType {
  @Field(() => String, { description: 'YYYY-MM-DD, the site’s local day.' })
  day!: string;

  @Field(() => Float, { nullable: true, description: 'Completed ÷ (completed + missed) checks due that day, one decimal; null when none.' })
  completionRate!: number | null;

  @Field(() => Int)
  excursionMinutes!: number;
}

@ObjectType('SiteLeagueRow', { description: 'One site of the league table over the chosen local days.' })
export class SiteLeagueRowType {
  @Field(() => Int, { description: '1 = the site most in need of attention (site-league.service.ts states the order).' })
  rank!: number;

  @Field(() => Int)
  locationId!: number;

  @Field(() => String)
  locationName!: string;

  @Field(() => String, { nullable: true, description: 'The site’s area; null when it belongs to none.' })
  areaName!: string | null;

  @Field(() => String, { description: 'The first local day covered, YYYY-MM-DD.' })
  firstDay!: string;

  @Field(() => String, { description: 'The last local day covered, YYYY-MM-DD.' })
  lastDay!: string;

  @Field(() => Date, { description: 'When the first day began at the site.' })
  from!: Date;

  @Field(() => Date, { description: 'When the day after the last began at the site.' })
  to!: Date;

  @Field(() => Int, { description: 'Checks completed by the end of their window.' })
  checksOnTime!: number;

  @Field(() => Int, { description: 'Checks completed after their window ended.' })
  checksLate!: number;

  @Field(() => Int, { description: 'Checks whose window ended undone.' })
  checksMissed!: number;

  @Field(() => Float, { nullable: true, description: 'Completed ÷ (completed + missed), one decimal; null when no check was due.' })
  completionRate!: number | null;

  @Field(() => Int, { description: 'Excursions from the readings (the evidence rule) that began in the period.' })
  excursions!: number;

  @Field(() => Int)
  excursionMinutes!: number;

  @Field(() => Int, { description: 'Corrective actions open at the end of the period (or now).' })
  openActions!: number;

  @Field(() => Int, { description: 'Of those, the ones past their due date.' })
  overdueActions!: number;

  @Field(() => Int, { description: 'Actions resolved in the period.' })
  resolvedActions!: number;

  @Field(() => Float, { nullable: true, description: 'Mean minutes from opened to resolved of the actions resolved in the period, one decimal.' })
  meanMinutesToResolve!: number | null;

  @Field(() => Int, { description: 'Record-integrity flags (IDENTICAL_RUN, LATE_ENTRY, SHIFT_BURST) of manual readings in the period.' })
  integrityFlags!: number;

  @Field(() => [SiteLeagueDayType], { description: 'One entry per local day of the period, oldest first.' })
  trend!: SiteLeagueDayType[];
}
