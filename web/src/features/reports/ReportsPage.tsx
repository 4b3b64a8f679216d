import { useSearchParams } from 'react-router-dom';
import { EXPORT_PARAM } from '../../lib/paths';
import { Button } from '../../ui/Button';
import { AlertIcon, CalendarIcon, CheckCircleIcon, ClockIcon, DownloadIcon, FormIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { StatGrid, StatTile } from '../../ui/StatTile';
import { Tabs } from '../../ui/Tabs';
import { ExportReportDialog } from './ExportReportDialog';
import { RecentExports } from './RecentExports';
import { CompliancePanel, IncidentsPanel, PerformancePanel, TemperaturePanel } from './ReportPanels';
import { SUMMARY_TILES } from './report-samples';

const TILE_ICONS = [<CheckCircleIcon key="rate" />, <AlertIcon key="alerts" />, <FormIcon key="forms" />, <ClockIcon key="time" />];

/**
 * SPEC 2.13: sample figures; Export Report (and the dashboard's Generate Report, which links here
 * with ?export) opens the due-diligence pack dialog, and the viewer's exports are listed below.
 */
export function ReportsPage() {
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
            <Button variant="secondary">
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
      <StatGrid>
        {SUMMARY_TILES.map((tile, index) => (
          <StatTile key={tile.label} label={tile.label} value={tile.value} hint={tile.hint} icon={TILE_ICONS[index]} tone="primary" />
        ))}
      </StatGrid>
      <Tabs
        label="Report type"
        items={[
          { value: 'temperature', label: 'Temperature', panel: <TemperaturePanel /> },
          { value: 'compliance', label: 'Compliance', panel: <CompliancePanel /> },
          { value: 'incidents', label: 'Incidents', panel: <IncidentsPanel /> },
          { value: 'performance', label: 'Performance', panel: <PerformancePanel /> },
        ]}
      />
      <RecentExports />
      {exporting ? <ExportReportDialog onClose={() => setExporting(false)} /> : null}
    </>
  );
}
