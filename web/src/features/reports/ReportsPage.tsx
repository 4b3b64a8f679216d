import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CompanyPlanCoverage } from '../../components/haccp/HaccpCoverageTable';
import { ReportTiles } from '../../components/reports/ReportTiles';
import { ReportFiguresDocument, type ReportFiguresQuery } from '../../graphql/graphql';
import { EXPORT_PARAM } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { CalendarIcon, DownloadIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { ExportReportDialog } from './ExportReportDialog';
import { PeriodPanel } from './PeriodPanel';
import { RecentExports } from './RecentExports';
import { CompliancePanel, IncidentsPanel, PerformancePanel } from './ReportPanels';
import { linkedPeriod, periodBounds, type ReportPeriod } from './report-period';
import { TemperaturePanel } from './TemperaturePanel';
import { WasteLogCard } from './WasteLogCard';

/**
 * SPEC 2.13's layout, tiles and tabs, with figures the API computes from the records of the chosen
 * range and locations. Export Report (and the dashboard's Generate Report, which links here with
 * ?export) opens the due-diligence pack dialog; the viewer's exports are listed below.
 */
export function ReportsPage() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  // The league table links here with a site and its period (?location=&from=&to=).
  const [period, setPeriod] = useState<ReportPeriod>(() => linkedPeriod(params));
  const [choosing, setChoosing] = useState(false);
  const { data, loading, error } = useQuery(ReportFiguresDocument, {
    variables: { ...periodBounds(period), locationIds: period.locationIds.length ? period.locationIds : null },
  });
  const figures = data?.reportFigures;
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
      {user?.capabilities.manageHaccpPlans ? <CompanyPlanCoverage {...periodBounds(period)} /> : null}
      <WasteLogCard period={period} />
      <RecentExports />
      {exporting ? <ExportReportDialog onClose={() => setExporting(false)} /> : null}
    </>
  );
}

function Figures({ figures }: { figures: ReportFiguresQuery['reportFigures'] }) {
  return (
    <>
      <ReportTiles figures={figures} />
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
