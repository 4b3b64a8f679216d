import type { ReportTilesFragment } from '../../graphql/graphql';
import { formatMinutes } from '../../lib/format/minutes';
import { formatRate } from '../../lib/format/rate';
import { AlertIcon, CheckCircleIcon, ClockIcon, FormIcon } from '../../ui/icons';
import { StatGrid, StatTile } from '../../ui/StatTile';

/** Compliance Rate, Temperature Alerts, Forms Completed and Avg Response Time, as the API computed them for a range. */
export function ReportTiles({ figures }: { figures: ReportTilesFragment }) {
  return (
    <StatGrid>
      <StatTile
        label="Compliance Rate"
        value={formatRate(figures.complianceRate)}
        hint={`${figures.checksCompleted} of ${figures.checksDue} checks`}
        icon={<CheckCircleIcon />}
        tone="primary"
      />
      <StatTile label="Temperature Alerts" value={String(figures.temperatureAlerts)} hint="Excursions in the range" icon={<AlertIcon />} tone="primary" />
      <StatTile label="Forms Completed" value={String(figures.formsCompleted)} hint="Submitted in the range" icon={<FormIcon />} tone="primary" />
      <StatTile
        label="Avg Response Time"
        value={formatMinutes(figures.avgMinutesToStart)}
        hint={`To start; ${formatMinutes(figures.avgMinutesToResolve)} to resolve`}
        icon={<ClockIcon />}
        tone="primary"
      />
    </StatGrid>
  );
}
