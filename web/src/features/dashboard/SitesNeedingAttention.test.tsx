import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardDocument, SitesNeedingAttentionDocument } from '../../graphql/graphql';
import { quietSubscription, renderDashboard, site } from '../../test/dashboard-fixtures';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { DashboardPage } from './DashboardPage';

const dashboardMock = { request: { query: DashboardDocument, variables: { locationId: 1 } }, result: { data: site() } };
const worst = (rank: number, locationId: number, locationName: string) => ({
  __typename: 'SiteLeagueRow' as const,
  rank,
  locationId,
  locationName,
  areaName: rank === 1 ? 'London' : null,
  completionRate: rank === 1 ? 66.7 : null,
  excursionMinutes: 75,
  overdueActions: 1,
});
const attentionMock = {
  request: { query: SitesNeedingAttentionDocument },
  result: { data: { sitesNeedingAttention: [worst(1, 2, 'Downtown Branch'), worst(2, 1, 'Main Kitchen')] } },
};

describe('Sites needing attention (issue 35)', () => {
  it('lists the league’s worst sites first on a head-office dashboard, each opening its dashboard', async () => {
    const session = fakeSession({ user: fakeUser({ role: 'customer_admin', capabilities: capabilities({ administration: true, readSiteLeague: true }) }) });
    renderDashboard(<DashboardPage />, [dashboardMock, attentionMock, quietSubscription], session);
    const card = (await screen.findByRole('heading', { name: 'Sites needing attention' })).closest('section') as HTMLElement;
    expect(within(card).getByRole('link', { name: '1. Downtown Branch' }).getAttribute('href')).toBe('/league-table/site/2');
    expect(within(card).getByText(/London · 66.7% checks completed · 75 excursion minutes · 1 overdue actions/)).toBeTruthy();
    expect(within(card).getByText(/No checks due/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'View league table' }).getAttribute('href')).toBe('/league-table');
  });

  it('is not there for a branch manager', async () => {
    renderDashboard(<DashboardPage />, [dashboardMock, quietSubscription]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard Overview' })).toBeTruthy();
    expect(screen.queryByText('Sites needing attention')).toBeNull();
  });

  it('is asked for with the dashboard, which draws once it has answered, so the card never pushes the figures down', async () => {
    const session = fakeSession({ user: fakeUser({ role: 'customer_admin', capabilities: capabilities({ administration: true, readSiteLeague: true }) }) });
    renderDashboard(<DashboardPage />, [dashboardMock, { ...attentionMock, delay: 300 }, quietSubscription], session);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(screen.queryByText('Active Monitoring')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sites needing attention' })).toBeTruthy();
    expect(screen.getByText('Active Monitoring')).toBeTruthy();
  });
});
