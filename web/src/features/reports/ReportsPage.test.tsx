import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExportRecordCountDocument, HaccpCcpCoverageDocument, HaccpPlanInForceDocument, RequestExportDocument } from '../../graphql/graphql';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { figuresMock, recentExportsMock, reportFigures, wasteLogMock } from '../../test/report-fixtures';
import { ReportsPage } from './ReportsPage';
import { defaultPeriod, periodBounds } from './report-period';

describe('Reports & Analytics (SPEC 2.13) on real figures', () => {
  it('shows the API’s figures for the last 30 days, and asks again for the range chosen under Date Range', async () => {
    const period = defaultPeriod();
    const march = { from: new Date('2026-03-01T00:00').toISOString(), to: new Date('2026-04-01T00:00').toISOString(), locationIds: null };
    renderScreen(<ReportsPage />, {
      mocks: [
        figuresMock({ ...periodBounds(period), locationIds: null }),
        figuresMock(march, reportFigures({ complianceRate: 55.5, formsCompleted: 1 })),
        recentExportsMock(),
        wasteLogMock(),
      ],
    });
    expect(await screen.findByText('80%')).toBeTruthy();
    expect(screen.getByText('4 of 5 checks')).toBeTruthy();
    expect(screen.getByText('20 min')).toBeTruthy();
    expect(screen.getByText('To start; 2.5 hours to resolve')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View History of Walk-in Fridge' }).getAttribute('href')).toBe('/temperature/equipment/4/history');
    // The wide table scrolls inside its own focusable box on a phone, never the page.
    expect(within(screen.getByRole('region', { name: 'Temperature trends by unit' })).getByRole('table')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Performance' }));
    expect(screen.getByText('Casey Cook')).toBeTruthy();
    expect(screen.getByText('12 readings')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Date Range' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-03-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('55.5%')).toBeTruthy();
  }, 30_000);

  it('shows the waste log with its totals per unit (issue 36)', async () => {
    const entry = {
      __typename: 'WasteLogEntry' as const,
      id: 1,
      discardedAt: '2026-11-27T10:00:00.000Z',
      locationName: 'Main Kitchen',
      food: 'Cooked chicken',
      quantity: 5,
      unit: 'kg',
      reason: 'Above 8 °C for 50 minutes',
      correctiveActionId: 7,
      recordedByName: 'Ben Branch',
    };
    renderScreen(<ReportsPage />, {
      mocks: [figuresMock(), recentExportsMock(), wasteLogMock([entry], [{ __typename: 'WasteTotal', unit: 'kg', quantity: 5, entries: 1 }])],
    });
    const card = await screen.findByRole('region', { name: 'Waste log entries' });
    expect(within(card).getByText('Cooked chicken')).toBeTruthy();
    expect(within(card).getByText('Action #7')).toBeTruthy();
    expect(screen.getByText('5 kg discarded (1 entry)')).toBeTruthy();
  });

  it('shows a dash, not 0 %, when no checks were due in the range (issue 30)', async () => {
    renderScreen(<ReportsPage />, {
      mocks: [
        figuresMock({ ...periodBounds(defaultPeriod()), locationIds: null }, reportFigures({ complianceRate: null, checksDue: 0, checksCompleted: 0 })),
        recentExportsMock(),
        wasteLogMock(),
      ],
    });
    expect(await screen.findByText('0 of 0 checks')).toBeTruthy();
    expect(within(screen.getByText('0 of 0 checks').parentElement as HTMLElement).getByText('—')).toBeTruthy();
    expect(screen.queryByText('0%')).toBeNull();
  });

  it('shows the HACCP plan’s monitoring coverage per CCP over the range to those who manage the plan (issue 36)', async () => {
    const bounds = periodBounds(defaultPeriod());
    const plan = { __typename: 'HaccpPlan' as const, id: 7, needsReview: false, inForce: { __typename: 'HaccpPlanVersion' as const, id: 9, version: 2 } };
    const row = {
      __typename: 'HaccpCcpCoverage' as const,
      step: 'cold_storage',
      label: 'Cold storage',
      kind: 'equipment_band',
      limit: { __typename: 'HaccpLimit' as const, key: 'band:fridge', source: 'Fridge preset band', text: '0 °C to 4 °C' },
      expected: 42,
      recorded: 40,
      coveragePercent: 95.2,
      excursions: 1,
      withAction: 1,
      units: [
        {
          __typename: 'HaccpUnitCoverage' as const,
          equipmentId: 4,
          unit: 'Walk-in Fridge',
          locationName: 'Main Kitchen',
          expected: 42,
          received: 40,
          excursions: 1,
        },
      ],
    };
    renderScreen(<ReportsPage />, {
      session: fakeSession({ user: fakeUser({ capabilities: capabilities({ administration: true, manageHaccpPlans: true }) }) }),
      mocks: [
        figuresMock({ ...bounds, locationIds: null }),
        recentExportsMock(),
        wasteLogMock(),
        { request: { query: HaccpPlanInForceDocument, variables: { locationId: null } }, result: { data: { haccpPlan: plan } } },
        { request: { query: HaccpCcpCoverageDocument, variables: { planId: 7, ...bounds } }, result: { data: { haccpCoverage: [row] } } },
      ],
    });
    const table = await screen.findByRole('region', { name: 'Monitoring coverage per critical control point' });
    expect(within(table).getByText('95.2%')).toBeTruthy();
    expect(within(table).getByText('Walk-in Fridge (Main Kitchen): 40 of 42 readings')).toBeTruthy();
  });
});

const from = new Date(2026, 10, 16).toISOString();
const to = new Date(2026, 10, 23).toISOString();
const report = (status: string, progress: number) => ({
  __typename: 'Report' as const,
  id: 5,
  format: 'pdf',
  status,
  progress,
  from,
  to,
  locationNames: ['Downtown Branch'],
  createdAt: '2026-11-23T09:00:00.000Z',
  generatedAt: status === 'ready' ? '2026-11-23T09:00:05.000Z' : null,
  downloadUrl: status === 'ready' ? '/api/reports/5/download' : null,
  errorMessage: null,
});
const recent = (reports: ReturnType<typeof report>[]) => recentExportsMock(reports);
/** What the API counts for the Nov 16–22 range at these locations before a pack starts. */
const countMock = (locationIds: number[], count: number) => ({
  request: { query: ExportRecordCountDocument, variables: { from, to, locationIds } },
  result: { data: { exportRecordCount: count } },
});

/** Opens Export Report and sets its range to Nov 16–22 (the `from` and `to` above). */
async function exportNovember16to22() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Export Report' }));
  const dialog = screen.getByRole('dialog', { name: 'Export Report' });
  await user.clear(within(dialog).getByLabelText('From'));
  await user.type(within(dialog).getByLabelText('From'), '2026-11-16');
  await user.clear(within(dialog).getByLabelText('To'));
  await user.type(within(dialog).getByLabelText('To'), '2026-11-22');
  return { user, dialog };
}

describe('Export Report', () => {
  it('asks for a range and locations, starts the pack, shows its progress and then a download link', async () => {
    const requested = {
      request: { query: RequestExportDocument, variables: { from, to, locationIds: [2], format: 'pdf' } },
      result: { data: { requestExport: report('generating', 0) } },
    };
    renderScreen(<ReportsPage />, {
      mocks: [wasteLogMock(), figuresMock(), recent([]), countMock([2], 12), requested, recent([report('generating', 40)]), recent([report('ready', 100)])],
    });
    const { user, dialog } = await exportNovember16to22();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Main Kitchen' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Downtown Branch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start Export' }));
    expect(await within(dialog).findByText('Choose at least one location')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Downtown Branch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start Export' }));

    const progress = await screen.findByRole('progressbar');
    expect(progress.getAttribute('value')).toBe('40');
    const download = await screen.findByRole('link', { name: 'Download' }, { timeout: 5000 });
    expect(download.getAttribute('href')).toBe('/api/reports/5/download');
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 30_000);

  it('says a period without records is empty instead of starting a pack (issue 30)', async () => {
    renderScreen(<ReportsPage />, { mocks: [wasteLogMock(), figuresMock(), recent([]), countMock([1, 2], 0)] });
    const { user, dialog } = await exportNovember16to22();
    // No mock answers requestExport: starting a pack would fail the test.
    await user.click(within(dialog).getByRole('button', { name: 'Start Export' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No records in this period');
    expect(screen.getByRole('dialog', { name: 'Export Report' })).toBeTruthy();
  }, 30_000);

  it('opens at once when the dashboard’s Generate Report links here', async () => {
    renderScreen(<ReportsPage />, { mocks: [wasteLogMock(), figuresMock(), recent([])], path: '/reports?export' });
    expect(await screen.findByRole('dialog', { name: 'Export Report' })).toBeTruthy();
  });

  it('shows the site and period the league table links with (issue 35)', async () => {
    const october = { ...periodBounds({ fromDay: '2026-10-05', toDay: '2026-10-11', locationIds: [] }), locationIds: [1] };
    renderScreen(<ReportsPage />, {
      mocks: [wasteLogMock(), figuresMock(october, reportFigures({ complianceRate: 42.5 })), recent([])],
      path: '/reports?location=1&from=2026-10-05&to=2026-10-11',
    });
    expect(await screen.findByText('42.5%')).toBeTruthy();
  });
});
