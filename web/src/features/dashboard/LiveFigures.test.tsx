import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardDocument } from '../../graphql/graphql';
import { quietSubscription, renderDashboard, site } from '../../test/dashboard-fixtures';
import { DashboardPage } from './DashboardPage';

const dashboardMock = (result: object) => ({ request: { query: DashboardDocument, variables: { locationId: 1 } }, result: { data: result } });
const card = (title: string) => screen.getByRole('heading', { name: title }).closest('section, article, div[aria-labelledby]') as HTMLElement;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('the dashboard’s live figures (issue 31)', () => {
  it('a new site: Weekly completion "—", no activity, and no readings yet', async () => {
    renderDashboard(<DashboardPage />, [dashboardMock(site({ weeklyCompletion: null })), quietSubscription]);
    expect(await screen.findByText('Weekly completion:')).toBeTruthy();
    expect(screen.getByText('Weekly completion:').querySelector('strong')?.textContent).toBe('—');
    expect(within(card('Recent Activity')).getByText('No activity yet')).toBeTruthy();
    expect(within(card('System Status')).getByText('No readings yet')).toBeTruthy();
    expect(within(card('System Status')).getByText('Online')).toBeTruthy();
    for (const sample of ['85%', 'Walk-in Fridge temperature recorded', 'Data sync: 30 seconds ago', 'Next backup: 3:00 PM']) {
      expect(screen.queryByText(sample)).toBeNull();
    }
  });

  it('shows the API’s weekly completion, activity in words with when, the last reading and a late job runner', async () => {
    const activity = [
      { __typename: 'ActivityEntry', id: '9', occurredAt: minutesAgo(5), actorName: 'Sam Cook', description: 'Sam Cook recorded 3.2 °C on Walk-in Fridge' },
    ];
    const status = { __typename: 'SystemStatus', lastReadingAt: minutesAgo(2), jobsHealthy: false };
    renderDashboard(<DashboardPage />, [dashboardMock(site({ weeklyCompletion: 62.5, recentActivity: activity, systemStatus: status })), quietSubscription]);
    expect(await screen.findByText('63%')).toBeTruthy();
    const recent = card('Recent Activity');
    expect(within(recent).getByText('Sam Cook recorded 3.2 °C on Walk-in Fridge')).toBeTruthy();
    expect(within(recent).getByText('5 minutes ago')).toBeTruthy();
    const system = card('System Status');
    expect(within(system).getByText('Data sync: 2 minutes ago')).toBeTruthy();
    expect(within(system).getByText('Delayed')).toBeTruthy();
    expect(within(system).queryByText('Online')).toBeNull();
  });
});
