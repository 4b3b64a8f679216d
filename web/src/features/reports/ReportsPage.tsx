import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ReportFiguresDocument, type ReportFiguresQuery } from '../../graphql/graphql';
import { formatRate } from '../../lib/format/rate';
import { EXPORT_PARAM } from '../../lib/paths';
import { Button } from '../../ui/Button';
import { AlertIcon, CalendarIcon, CheckCircleIcon, ClockIcon, DownloadIcon, FormIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { StatGrid, StatTile } from '../../ui/StatTile';
import { Tabs } from '../../ui/Tabs';
import { ExportReportDialog } from './ExportReportDialog';
import { PeriodPanel } from './PeriodPanel';
import { RecentExports } from './RecentExports';
import { CompliancePanel, IncidentsPanel, PerformancePanel } from './ReportPanels';
import { defaultPeriod, formatMinutes, periodBounds, type ReportPeriod } from './report-period';
import { TemperaturePanel } from './TemperaturePanel';

/**
 * SPEC 2.13's layout, tiles and tabs, with figures the API computes from the records of the chosen
 * range and locations. Export Report (and the dashboard's Generate Report, which links here with
 * ?export) opens the due-diligence pack dialog; the viewer's exports are listed below.
 */
export function ReportsPage() {
  const [period, setPeriod] = useState<ReportPeriod>(() => defaultPeriod());
  const [choosing, setChoosing] = useState(false);
  const { data, loading, error } = useQuery(ReportFiguresDocument, {
    variables: { ...periodBounds(period), locationIds: period.locationIds.length ? period.locationIds : null },
  });
  const figures = data?.reportFigures;
  const [params, setParams] = useSearchParams();
  const exporting = params.has(EXPORT_PARAM);
  const setExporting = (open: boolean) => setParams(open ? { [EXPORT_PARAM]: '' } : {}, { replace: true });
  return (
    <>
      <PageHeader
        title="Reports & Analytics"
        subtitle="Food safety performance and compliance trends"
        actions={
          <>
            <Button variant="secondary" aria-expanded={choosing} onClick={() => setChoosing(!choosing)}>
              <CalendarIcon size={16} />
              Date Range
            </Button>
            <Button onClick={() => setExporting(true)}>
              <DownloadIcon size={16} />
              Export Report
            </Button>
          </>
        }
      />
      {choosing ? (
        <PeriodPanel
          period={period}
          onApply={(next) => {
            setPeriod(next);
            setChoosing(false);
          }}
        />
      ) : null}
      {loading && !figures ? <Spinner label="Loading reports" /> : null}
      {error && !figures ? <LoadError title="Could not load reports" error={error} /> : null}
      {figures ? <Figures figures={figures} /> : null}
      <RecentExports />
      {exporting ? <ExportReportDialog onClose={() => setExporting(false)} /> : null}
    </>
  );
}

function Figures({ figures }: { figures: ReportFiguresQuery['reportFigures'] }) {
  return (
    <>
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
      <Tabs
        label="Report type"
        items={[
          { value: 'temperature', label: 'Temperature', panel: <TemperaturePanel units={figures.temperatureByUnit} /> },
          { value: 'compliance', label: 'Compliance', panel: <CompliancePanel rows={figures.completionByFrequency} /> },
          { value: 'incidents', label: 'Incidents', panel: <IncidentsPanel incidents={figures.incidents} /> },
          { value: 'performance', label: 'Performance', panel: <PerformancePanel responses={figures.responseBySeverity} staff={figures.staffPerformance} /> },
        ]}
      />
    </>
  );
}
