import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SiteLeagueDocument, type SiteLeagueQuery } from '../../graphql/graphql';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { LeagueTablePage } from './LeagueTablePage';

type Row = SiteLeagueQuery['siteLeague'][number];

const row = (overrides: Partial<Row>): Row =>
  ({
    __typename: 'SiteLeagueRow',
    rank: 1,
    locationId: 1,
    locationName: 'Main Kitchen',
    areaName: 'London',
    firstDay: '2026-10-05',
    lastDay: '2026-10-11',
    checksOnTime: 1,
    checksLate: 1,
    checksMissed: 1,
    completionRate: 66.7,
    excursions: 1,
    excursionMinutes: 75,
    openActions: 2,
    overdueActions: 1,
    resolvedActions: 2,
    meanMinutesToResolve: 90,
    integrityFlags: 1,
    trend: [
      { __typename: 'SiteLeagueDay', day: '2026-10-10', completionRate: 50, excursionMinutes: 75 },
      { __typename: 'SiteLeagueDay', day: '2026-10-11', completionRate: null, excursionMinutes: 0 },
    ],
    ...overrides,
  }) as Row;

const rows = [
  row({}),
  row({ rank: 2, locationId: 3, locationName: 'Airport Café', areaName: null, completionRate: 100, excursionMinutes: 0, meanMinutesToResolve: null }),
];

const leagueMock = (period: Record<string, string>, answer: Row[] | Error) => ({
  request: { query: SiteLeagueDocument, variables: { period } },
  ...(answer instanceof Error ? { error: answer } : { result: { data: { siteLeague: answer } } }),
});

const headOffice = fakeSession({ user: fakeUser({ role: 'customer_admin', capabilities: capabilities({ administration: true, readSiteLeague: true }) }) });

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const siteOrder = () => bodyRows().map((tr) => within(tr).getAllByRole('cell')[1].textContent);

describe('League table (issue 35)', () => {
  it('ranks the API’s sites worst first, sorts by any column, links each figure to the site’s records, and exports the same period', async () => {
    renderScreen(<LeagueTablePage />, {
      session: headOffice,
      mocks: [leagueMock({ preset: 'last_7_days' }, rows), leagueMock({ preset: 'custom', from: '2026-10-05', to: '2026-10-11' }, [rows[1]])],
    });
    expect(await screen.findByRole('link', { name: 'Open the dashboard of Main Kitchen' })).toBeTruthy();
    expect(siteOrder()).toEqual(['Main Kitchen', 'Airport Café']);
    expect(screen.getByRole('link', { name: 'Open the dashboard of Main Kitchen' }).getAttribute('href')).toBe('/league-table/site/1');
    expect(screen.getByRole('link', { name: 'Completion at Main Kitchen: 66.7%' }).getAttribute('href')).toBe('/compliance?location=1');
    expect(screen.getByRole('link', { name: 'Excursion minutes at Main Kitchen: 75' }).getAttribute('href')).toBe(
      '/reports?location=1&from=2026-10-05&to=2026-10-11',
    );
    expect(screen.getByRole('link', { name: 'Integrity flags at Main Kitchen: 1' }).getAttribute('href')).toBe('/temperature?location=1');
    expect(screen.getByRole('link', { name: 'Overdue actions at Main Kitchen: 1' }).getAttribute('href')).toBe('/actions?location=1');
    expect(screen.getByRole('link', { name: 'Mean time to resolve at Main Kitchen: 1.5 hours' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Daily check completion at Main Kitchen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/site-league/export?preset=last_7_days');

    // Sorting is the keyboard's too: the heading is a button, and aria-sort says the order.
    const completion = screen.getByRole('button', { name: 'Completion' });
    completion.focus();
    await userEvent.keyboard('{Enter}');
    expect(siteOrder()).toEqual(['Main Kitchen', 'Airport Café']);
    await userEvent.keyboard('{Enter}');
    expect(siteOrder()).toEqual(['Airport Café', 'Main Kitchen']);
    expect(completion.closest('th')?.getAttribute('aria-sort')).toBe('descending');
    // An empty figure (—) goes last whichever way.
    await userEvent.click(screen.getByRole('button', { name: 'Mean time to resolve' }));
    expect(siteOrder()).toEqual(['Main Kitchen', 'Airport Café']);

    await userEvent.click(screen.getByRole('radio', { name: 'Custom' }));
    await userEvent.type(screen.getByLabelText('From'), '2026-10-05');
    await userEvent.type(screen.getByLabelText('To'), '2026-10-11');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('—', { selector: 'td' })).toBeTruthy();
    expect(siteOrder()).toEqual(['Airport Café']);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/site-league/export?preset=custom&from=2026-10-05&to=2026-10-11');
  }, 30_000);

  it('says so when there is no site to rank, or the table could not load', async () => {
    const empty = renderScreen(<LeagueTablePage />, { session: headOffice, mocks: [leagueMock({ preset: 'last_7_days' }, [])] });
    expect(await screen.findByText('No sites to rank')).toBeTruthy();
    empty.unmount();
    renderScreen(<LeagueTablePage />, { session: headOffice, mocks: [leagueMock({ preset: 'last_7_days' }, new Error('Server down'))] });
    expect(await screen.findByText('Could not load the league table')).toBeTruthy();
  });

  it('is not offered to a branch role', () => {
    renderScreen(<LeagueTablePage />, { mocks: [] });
    expect(screen.getByText('Not available')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
  });
});
