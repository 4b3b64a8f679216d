import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ReportFiguresDocument } from '../../graphql/graphql';
import { renderScreen } from '../../test/render-screen';
import { ReportsPage } from './ReportsPage';
import { defaultPeriod, periodBounds } from './report-period';

const figures = (overrides: Record<string, unknown> = {}) => ({
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

const mock = (variables: Record<string, unknown>, result: Record<string, unknown>) => ({
  request: { query: ReportFiguresDocument, variables },
  result: { data: { reportFigures: result } },
});

describe('Reports & Analytics (SPEC 2.13) on real figures', () => {
  it('shows the API’s figures for the last 30 days, and asks again for the range chosen under Date Range', async () => {
    const period = defaultPeriod();
    const march = { from: new Date('2026-03-01T00:00').toISOString(), to: new Date('2026-04-01T00:00').toISOString(), locationIds: null };
    renderScreen(<ReportsPage />, {
      mocks: [mock({ ...periodBounds(period), locationIds: null }, figures()), mock(march, figures({ complianceRate: 55.5, formsCompleted: 1 }))],
    });
    expect(await screen.findByText('80%')).toBeTruthy();
    expect(screen.getByText('4 of 5 checks')).toBeTruthy();
    expect(screen.getByText('20 min')).toBeTruthy();
    expect(screen.getByText('To start; 2.5 hours to resolve')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View History of Walk-in Fridge' }).getAttribute('href')).toBe('/temperature/equipment/4/history');
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
});
