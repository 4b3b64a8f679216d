import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPath, inspectionPath, paths } from '../src/lib/paths';
import { baseUrl, launchBrowser, query, signIn } from './browser';

/** axe-core's browser bundle, injected into each page as a script. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Who = 'visitor' | 'staff' | 'manager' | 'super';

/**
 * Issue 17 "dead ends": every route of the app's own route list (lib/paths.ts, so routes added
 * later are walked too) at a 360 px phone width, as the demo user who works there.
 */
function whoOpens(path: string): Who {
  // An inspector has no account: the inspector link is all they have.
  if (path === paths.auth || path.startsWith('/inspect/')) return 'visitor';
  if (path === paths.mobile) return 'staff';
  if (path.startsWith('/admin/companies/')) return 'super';
  return 'manager';
}

type Overflow = { scrollWidth: number; viewport: number; widest: string[] };

/** How far the page reaches past the viewport, and the outermost elements that do it (for the failure message). */
const measureOverflow = (page: Page): Promise<Overflow> =>
  page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const scrolls = (element: Element | null): boolean => {
      for (let e = element; e && e !== document.body; e = e.parentElement) {
        if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(e).overflowX)) return true;
      }
      return false;
    };
    const widest = [...document.body.querySelectorAll('*')]
      .filter((e) => e.getBoundingClientRect().right > viewport + 1 && !scrolls(e.parentElement))
      .slice(0, 5)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${String(e.className).split(' ').slice(-1)[0]} "${(e.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(e.getBoundingClientRect().right)}`,
      );
    return { scrollWidth: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth), viewport, widest };
  });

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

async function runAxe(page: Page): Promise<Violation[]> {
  // Evaluated over the DevTools protocol, not added as a <script>: the app's CSP (script-src 'self') stays in force.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe.run();
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact: impact ?? null,
      help,
      nodes: nodes.slice(0, 3).map((n) => ({ target: [...n.target, (n as unknown as { html: string }).html.slice(0, 160)] })),
    }));
  });
}

/** Until the screen's data is in: no request in flight and no loading spinner (an <output>) left. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => ![...document.querySelectorAll('output')].some((o) => /Loading/.test(o.textContent ?? '')), undefined, { timeout: 15_000 });
}

const describeViolations = (violations: Violation[]) =>
  violations.map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

/** A real inspector link to all of the manager's locations for the last 30 days, made as the manager would (Audit Log → Inspector Links). */
async function newInspectorLink(manager: Page): Promise<string> {
  const post = (query: string, variables = {}) => manager.request.post(`${baseUrl()}/graphql`, { data: { query, variables } }).then((r) => r.json());
  const { data: locations } = await post('{ myLocations { id } }');
  const periodEnd = new Date();
  const periodStart = new Date(periodEnd.getTime() - 30 * 24 * 60 * 60 * 1000);
  const created = await post('mutation($input: CreateInspectorLinkInput!) { createInspectorLink(input: $input) { token } }', {
    input: { label: 'Dead-ends walk', locationIds: locations.myLocations.map((l: { id: number }) => l.id), periodStart, periodEnd },
  });
  expect(created.errors).toBeUndefined();
  return inspectionPath(created.data.createInspectorLink.token);
}

/** A link nobody made: the page must end in a plain message, not a spinner. */
const unknownInspectorLink = inspectionPath('no-such-inspector-link');

describe('no dead ends: every route at 360 px, no sideways scroll, no serious accessibility faults', async () => {
  const companyId = (await query<{ id: number }>('select id from company order by id limit 1'))[0]?.id ?? 1;
  const routes = [
    ...new Set(Object.values(paths).map((path) => (path === paths.company ? companyPath(companyId) : path))),
    unknownInspectorLink,
    '/no-such-page',
  ];
  let browser: Browser;
  const contexts = new Map<Who, BrowserContext>();

  const pageFor = async (who: Who): Promise<Page> => {
    let context = contexts.get(who);
    if (!context) {
      context = await browser.newContext({ locale: 'en-GB', viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
      contexts.set(who, context);
      if (who !== 'visitor') await signIn(await context.newPage(), who);
    }
    return context.pages()[0] ?? context.newPage();
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts.values()) await context.close();
    await browser?.close();
  });

  it.each(routes)('%s', async (route) => {
    const page = await pageFor(whoOpens(route));
    const url = route === paths.inspection ? await newInspectorLink(await pageFor('manager')) : route;
    await page.goto(`${baseUrl()}${url}`);
    await settle(page);
    if (route === paths.inspection) await page.getByRole('heading', { level: 1, name: /food safety records$/ }).waitFor();
    if (route === unknownInspectorLink) await page.getByText('This inspector link is not valid: it may have expired or been revoked.').waitFor();
    const overflow = await measureOverflow(page);
    expect(overflow.widest.join('\n'), `${route} is ${overflow.scrollWidth} px wide at ${overflow.viewport} px`).toBe('');
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewport);
    const violations = await runAxe(page);
    const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(describeViolations(severe).join('\n')).toBe('');
    // Issue 17 named these two on the dashboard and the temperature screen.
    if (route === paths.dashboard || route === paths.temperature) {
      expect(describeViolations(violations.filter((v) => v.id === 'region' || v.id === 'heading-order')).join('\n')).toBe('');
    }
  });
});

describe('the sidebar at 1366 × 900', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('scrolls as one, and shows the current page’s entry uncovered', async () => {
    const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'manager');
    await page.goto(`${baseUrl()}${paths.settings}`);
    const current = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings & Presets' });
    await current.waitFor();
    expect(await current.getAttribute('aria-current')).toBe('page');
    // The entry is inside the window and nothing (the Need Help? box) lies on top of it.
    const box = await current.boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 900).toBe(true);
    const onTop = await current.evaluate((link) => {
      const { left, top, width, height } = link.getBoundingClientRect();
      return link.contains(document.elementFromPoint(left + width / 2, top + height / 2));
    });
    expect(onTop).toBe(true);
    // The help box is reached by scrolling the same sidebar, after the last entry.
    const help = page.getByRole('link', { name: 'View Resources' });
    await help.scrollIntoViewIfNeeded();
    await help.click();
    await page.getByRole('heading', { level: 1, name: 'Help & Resources' }).waitFor();
    await context.close();
  });
});
