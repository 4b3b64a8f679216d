import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserContexts, openPage, query, screenshot, signIn } from './browser';
import { phone } from './phone';

/** What the API says each figure is: the journey compares the screen with it. */
const FIGURES = `query($locationId: Int!) {
  dashboard(locationId: $locationId) { site { weeklyCompletion recentActivity { description } systemStatus { lastReadingAt jobsHealthy } } }
  todaysCheckCounts(locationId: $locationId) { pending completed overdue }
  unreadNotificationCount
  correctiveActionSummary { open }
}`;

async function graphql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const response = await page.request.post(`${baseUrl()}/graphql`, { data: { query, variables } });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data;
}

const SCHEDULE_OFF = '{ autoSchedule: false, dailyTime: "08:00", weeklyDay: "monday", monthlyDate: 1 }';
const weekly = (page: Page) => page.getByText('Weekly completion:').locator('strong');
const recentActivity = (page: Page) => page.getByRole('region', { name: 'Recent Activity' }).locator('li > p:first-child');

/** Issue 31: a new business's screens show its own figures, zeros at first, as the API computes them. */
describe('live figures for a new business', () => {
  const newContext = browserContexts({ locale: 'en-US', viewport: { width: 1440, height: 900 } });

  it('dashboard, bell, badge, Recent Activity, System Status and phone counters: zeros first, then the real figures', async () => {
    const stamp = Date.now().toString(36);
    const owner = { username: `fig${stamp}`, fullName: 'Fiona Figures', password: 'figures-pass-1' };
    const { page, consoleErrors } = await openPage(await newContext());
    await page.request.post(`${baseUrl()}/api/register`, {
      data: { fullName: owner.fullName, username: owner.username, email: `${owner.username}@example.com`, password: owner.password },
    });
    const created = await graphql(page, 'mutation($input: CreateMyCompanyInput!) { createMyCompany(input: $input) { locationId } }', {
      input: { name: `Figures Café ${stamp}`, location: { name: 'Figures Kitchen', timezone: 'Europe/London' } },
    });
    const locationId = created.createMyCompany.locationId;
    // Its starter checklists would fall due on the scheduler's next run (every minute), changing the
    // figures mid-journey; the one check this journey counts is started below by hand.
    await graphql(page, `mutation { updateCompanySettings(input: { schedule: ${SCHEDULE_OFF} }) { schedule { autoSchedule } } }`);
    const api = async () => graphql(page, FIGURES, { locationId });

    // 1. Empty: "—", no readings, no alerts, no open actions, only the founding in Recent Activity.
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard Overview' }).waitFor();
    let figures = await api();
    expect(figures.dashboard.site.weeklyCompletion).toBeNull();
    expect(await weekly(page).textContent()).toBe('—');
    await page.getByText('No readings yet').waitFor();
    expect(await page.getByText('Next backup: 3:00 PM').count()).toBe(0);
    expect(await recentActivity(page).allTextContents()).toEqual(figures.dashboard.site.recentActivity.map((a: { description: string }) => a.description));
    expect(await page.getByText('Walk-in Fridge temperature recorded').count()).toBe(0);
    expect(figures.unreadNotificationCount).toBe(0);
    const bell = page.getByRole('button', { name: 'Notifications', exact: true });
    await bell.click();
    await page.getByRole('region', { name: 'Notifications', exact: true }).getByText('No notifications').waitFor();
    await page.keyboard.press('Escape');
    expect(await bell.getAttribute('aria-expanded')).toBe('false');
    expect(figures.correctiveActionSummary.open).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Corrective Actions', exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'live-figures-new-business');

    // 2. One warm reading: Data sync, Recent Activity, the bell and the badge move with the API.
    const unit = await graphql(page, 'mutation($input: CreateEquipmentInput!) { createEquipment(input: $input) { id } }', {
      input: { name: 'Figures Fridge', type: 'fridge', locationId },
    });
    const sent = await page.request.post(`${baseUrl()}/api/temperature-readings`, { data: { equipmentId: unit.createEquipment.id, temperature: 9.5 } });
    expect(sent.status()).toBe(201);
    await expect.poll(async () => (await api()).unreadNotificationCount, { timeout: 10_000 }).toBe(1);
    figures = await api();
    await page.reload();
    await page.getByText(/^Data sync: /).waitFor();
    expect(figures.dashboard.site.systemStatus.lastReadingAt).not.toBeNull();
    await page.getByRole('button', { name: 'Notifications 1', exact: true }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: `Corrective Actions ${figures.correctiveActionSummary.open}`, exact: true })
      .waitFor();
    const described = figures.dashboard.site.recentActivity.map((a: { description: string }) => a.description);
    expect(described).toContain(`${owner.fullName} recorded 9.5 °C on Figures Fridge`);
    expect(await recentActivity(page).allTextContents()).toEqual(described);
    await page.getByRole('button', { name: 'Notifications 1', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Notifications', exact: true });
    await panel.getByRole('link').first().waitFor();
    await screenshot(page, 'live-figures-bell');
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    expect((await api()).unreadNotificationCount).toBe(0);

    // 3. The phone: a branch user at the new site sees today's counters, zeros, then a started check.
    const staff = { username: `figstaff${stamp}`, initial: 'Start#2026go', chosen: 'Mine#2026ok' };
    await graphql(page, 'mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', {
      input: {
        fullName: 'Sid Staff',
        username: staff.username,
        email: `${staff.username}@example.com`,
        role: 'branch_user',
        locationId,
        password: staff.initial,
      },
    });
    const mobile = await openPage(await newContext(phone));
    await signIn(mobile.page, staff.username, staff.initial);
    await graphql(mobile.page, 'mutation($input: ChangeMyPasswordInput!) { changeMyPassword(input: $input) { mustChangePassword } }', {
      input: { currentPassword: staff.initial, newPassword: staff.chosen },
    });
    await mobile.page.goto(`${baseUrl()}/mobile`);
    const pendingTile = mobile.page.getByText('Pending Checks', { exact: true }).locator('xpath=preceding-sibling::*[1]');
    await mobile.page.getByText('Pending Checks', { exact: true }).waitFor();
    await expect.poll(() => pendingTile.textContent()).toBe('0');
    // One checklist of the business's own, started by hand.
    const [template] = await query<{ id: number }>(
      `insert into compliance_check_template (company_id, name, type, checklist_items, frequency) select company_id, 'Figures Opening', 'daily_opening',
       '[{"description": "Fridges at temperature", "critical": false}]', 'daily' from location where id = $1 returning id`,
      [locationId],
    );
    await graphql(page, 'mutation($input: StartComplianceCheckInput!) { startComplianceCheck(input: $input) { id } }', {
      input: { locationId, templateId: template.id },
    });
    figures = await api();
    expect(figures.todaysCheckCounts).toEqual({ pending: 1, completed: 0, overdue: 0 });
    await mobile.page.reload();
    await expect.poll(() => pendingTile.textContent()).toBe(String(figures.todaysCheckCounts.pending));
    await mobile.page.getByRole('button', { name: 'Opening Checks' }).click();
    for (const [label, value] of [
      ['Pending', figures.todaysCheckCounts.pending],
      ['Completed', figures.todaysCheckCounts.completed],
      ['Overdue', figures.todaysCheckCounts.overdue],
    ] as const) {
      const counter = mobile.page.getByText(label, { exact: true }).locator('xpath=preceding-sibling::*[1]');
      await expect.poll(() => counter.textContent()).toBe(String(value));
    }
    await screenshot(mobile.page, 'live-figures-phone-counters');
    // The dashboard's weekly completion follows: one check due, none done.
    await page.reload();
    await expect.poll(() => weekly(page).textContent()).toBe(`${Math.round(figures.dashboard.site.weeklyCompletion)}%`);
    expect(consoleErrors).toEqual([]);
    expect(mobile.consoleErrors).toEqual([]);
  });
});
