import { Field, Float, Int, ObjectType } from 'type-graphql';
import { ComplianceCheckType } from '../compliance/compliance.types.js';
import { CorrectiveActionType } from '../corrective-actions/corrective-action.types.js';
import { EquipmentType } from '../temperature/temperature.types.js';

@ObjectType('SiteDashboard', { description: 'SPEC 2.4: one location’s equipment, checks and actions.' })
export class SiteDashboardType {
  @Field(() => Int, { nullable: true })
  locationId!: number | null;

  @Field(() => String, { nullable: true })
  locationName!: string | null;

  @Field(() => [EquipmentType])
  equipment!: EquipmentType[];

  @Field(() => Int, { description: 'Active Monitoring: equipment units.' })
  activeMonitoring!: number;

  @Field(() => Float, { nullable: true, description: 'Percent of equipment whose latest reading is in range, one decimal; null without equipment.' })
  complianceRate!: number | null;

  @Field(() => Int, { description: 'Open (unresolved) corrective actions.' })
  pendingActions!: number;

  @Field(() => Int, { description: 'Compliance checks created this calendar month, in the location’s time zone.' })
  totalChecks!: number;

  @Field(() => Int)
  overdueChecks!: number;

  @Field(() => [ComplianceCheckType], { description: 'At most 3, newest first.' })
  todaysChecks!: ComplianceCheckType[];

  @Field(() => [CorrectiveActionType], { description: 'Open corrective actions, newest first.' })
  openActions!: CorrectiveActionType[];
}

@ObjectType('CompanyOverview')
export class CompanyOverviewType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => Boolean, { description: 'False once the provider deactivated the company: its people cannot sign in.' })
  isActive!: boolean;

  @Field(() => Int)
  locationCount!: number;

  @Field(() => Int)
  userCount!: number;

  @Field(() => Int)
  equipmentCount!: number;

  @Field(() => Int, { description: 'Equipment whose latest reading is out of range.' })
  alertCount!: number;
}

@ObjectType('ProviderOverview', { description: 'SPEC 2.5: every customer company, for the super user.' })
export class ProviderOverviewType {
  @Field(() => [CompanyOverviewType])
  companies!: CompanyOverviewType[];

  @Field(() => Int)
  totalCompanies!: number;

  @Field(() => Int)
  totalLocations!: number;

  @Field(() => Int)
  totalUsers!: number;

  @Field(() => Int)
  totalAlerts!: number;
}

@ObjectType('Dashboard')
export class DashboardType {
  @Field(() => String)
  userRole!: string;

  @Field(() => SiteDashboardType, { nullable: true, description: 'Null for the super user, who gets the overview.' })
  site!: SiteDashboardType | null;

  @Field(() => ProviderOverviewType, { nullable: true })
  overview!: ProviderOverviewType | null;
}

@ObjectType('SystemStatus', { description: 'The dashboard’s System Status card, for one location.' })
export class SystemStatusType {
  @Field(() => Date, { nullable: true, description: 'When the location’s newest reading was recorded; null before its first.' })
  lastReadingAt!: Date | null;

  @Field(() => Boolean, { description: 'False when background jobs (excursion reviews, escalations, checks, reminders) wait untaken past their time.' })
  jobsHealthy!: boolean;
}
