import { RecentExportsDocument, ReportFiguresDocument, WasteLogDocument } from '../graphql/graphql';

/** Report figures as the API answers them, with one row in every table. */
export const reportFigures = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ReportFigures',
  complianceRate: 80,
  checksDue: 5,
  checksCompleted: 4,
  temperatureAlerts: 3,
  formsCompleted: 7,
  avgMinutesToStart: 20,
  avgMinutesToResolve: 150,
  responseBySeverity: [{ __typename: 'SeverityResponse', severity: 'critical', actions: 1, minutesToStart: 10, minutesToResolve: 60 }],
  completionByFrequency: [{ __typename: 'FrequencyCompletion', frequency: 'daily', completed: 3, scheduled: 4 }],
  incidents: [
    {
      __typename: 'ReportIncident',
      kind: 'incident_report',
      id: 9,
      title: 'Glass in salad',
      occurredAt: '2026-03-06T12:00:00Z',
      severity: 'high',
      status: 'submitted',
    },
  ],
  staffPerformance: [{ __typename: 'StaffPerformance', userId: 5, name: 'Casey Cook', checksCompleted: 3, readingsRecorded: 12 }],
  temperatureByUnit: [
    { __typename: 'UnitTemperatureFigures', equipmentId: 4, name: 'Walk-in Fridge', locationName: 'Main Kitchen', readings: 40, outOfRange: 2, excursions: 1 },
  ],
  ...overrides,
});

/** The figures for exactly these variables, or (no variables) for whatever range the page asks. */
export const figuresMock = (variables?: Record<string, unknown>, result: Record<string, unknown> = reportFigures()) => ({
  request: { query: ReportFiguresDocument, variables: variables ?? (() => true) },
  result: { data: { reportFigures: result } },
});

/** The viewer's recent exports. */
/** Issue 36: the waste log of any period and location (none discarded unless given). */
export const wasteLogMock = (entries: object[] = [], totals: object[] = []) => ({
  request: { query: WasteLogDocument, variables: () => true },
  result: { data: { wasteLog: { __typename: 'WasteLog' as const, entries, totals } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const recentExportsMock = (reports: unknown[] = []) => ({ request: { query: RecentExportsDocument }, result: { data: { reports } } });
