import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../test/fake-session';
import { renderApp } from '../../test/render';

const inspection = {
  label: 'EHO visit',
  companyName: 'Harbour Kitchens Ltd',
  from: '2026-01-10T00:00:00.000Z',
  to: '2026-01-11T00:00:00.000Z',
  expiresAt: '2099-01-01T00:00:00.000Z',
  dateFormat: 'YYYY-MM-DD',
  locations: [
    {
      id: 1,
      name: 'Main Kitchen',
      timezone: 'Europe/London',
      units: [
        {
          id: 1,
          name: 'Walk-in Fridge',
          type: 'fridge',
          targetMin: 0,
          targetMax: 5,
          days: [{ day: '2026-01-10', min: 3, max: 7.5, mean: 5.17, readings: 3, outOfRange: 1, target: '0 to 5', sources: ['MANUAL', 'SENSOR'] }],
        },
      ],
      excursions: [
        {
          unitName: 'Walk-in Fridge',
          startedAt: '2026-01-10T12:00:00.000Z',
          endedAt: '2026-01-10T12:40:00.000Z',
          peak: 7.5,
          minutesOutOfRange: 40,
          target: '0 to 5',
          actionId: 9,
          description: 'Fridge above 5°C',
          severity: 'high',
          status: 'resolved',
          resolution: 'Door seal replaced',
          resolvedAt: '2026-01-10T13:00:00.000Z',
        },
      ],
      checks: [{ id: 4, name: 'Opening checks', status: 'missed', dueDate: '2026-01-10T09:00:00.000Z', completedAt: null, completedBy: null }],
    },
  ],
};

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('/inspect/:token', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the link’s records with no account, and nothing to change', async () => {
    const fetchMock = answer(200, inspection);
    await renderApp('/inspect/tok-123', fakeSession({ user: null }));
    expect(await screen.findByRole('heading', { name: 'Harbour Kitchens Ltd: food safety records' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/inspect/tok-123', { credentials: 'omit' });
    const table = screen.getByRole('table', { name: /Walk-in Fridge/ });
    expect(table.textContent).toContain('2026-01-10');
    expect(table.textContent).toContain('7.5');
    // Who took the day's readings, in the words history and the exports use.
    expect(table.textContent).toContain('Manual, Sensor');
    const excursion = screen.getByText(/Fridge above 5°C \(high, resolved\)/).textContent;
    expect(excursion).toContain('Door seal replaced');
    expect(excursion).toContain('peak 7.5 °C, 40 minutes out of range (target 0 to 5 °C)');
    expect(table.textContent).toContain('5.17');
    expect(screen.getByText(/Opening checks: missed/)).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Download Due-Diligence Pack (PDF)' }).getAttribute('href')).toBe('/api/inspect/tok-123/pack');
  });

  it('shows days and times as the kitchen keeps them: the company’s date format from the answer, the location’s clock (issue 30)', async () => {
    const [kitchen] = inspection.locations;
    const newYork = { ...kitchen, id: 2, name: 'Airport Café', timezone: 'America/New_York' };
    answer(200, { ...inspection, dateFormat: 'DD/MM/YYYY', locations: [kitchen, newYork] });
    await renderApp('/inspect/tok-123', fakeSession({ user: null }));
    await screen.findByRole('heading', { name: 'Harbour Kitchens Ltd: food safety records' });
    expect(screen.getByText(/^EHO visit · 10\/01\/2026 to 10\/01\/2026 · read-only/)).toBeTruthy();
    const clock = (iso: string, timeZone: string) => new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', timeZone });
    const [london, airport] = screen.getAllByRole('table', { name: /Walk-in Fridge/ });
    expect(london.textContent).toContain('10/01/2026');
    expect(airport.textContent).toContain('10/01/2026');
    const excursions = screen.getAllByText(/Fridge above 5°C/);
    // 12:00 UTC is 12:00 in London and 07:00 in New York, in the company's DD/MM/YYYY whatever the session says.
    expect(excursions[0].textContent).toContain(`from 10/01/2026 ${clock('2026-01-10T12:00:00Z', 'Europe/London')}`);
    expect(excursions[1].textContent).toContain(`from 10/01/2026 ${clock('2026-01-10T12:00:00Z', 'America/New_York')}`);
    expect(clock('2026-01-10T12:00:00Z', 'America/New_York')).toMatch(/07/);
    expect(screen.getByText('Days and times are the location’s own (America/New York).')).toBeTruthy();
  });

  it('lists an excursion no action was opened for, still open, as the readings show it (issue 32)', async () => {
    const [kitchen] = inspection.locations;
    const open = {
      ...kitchen.excursions[0],
      endedAt: null,
      actionId: null,
      description: null,
      severity: null,
      status: null,
      resolution: null,
      resolvedAt: null,
    };
    answer(200, { ...inspection, locations: [{ ...kitchen, excursions: [open] }] });
    await renderApp('/inspect/tok-123', fakeSession({ user: null }));
    const item = await screen.findByText(/Walk-in Fridge from/);
    expect(item.textContent).toMatch(/to still open: peak 7\.5 °C, 40 minutes out of range \(target 0 to 5 °C\) · no action recorded$/);
  });

  it('asks for the pack, shows its progress while the server makes it, then the download (issue 33 item 7)', async () => {
    const packs = [
      { status: 'generating', progress: 0 },
      { status: 'generating', progress: 40 },
      { status: 'ready', progress: 100 },
    ];
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = init?.method === 'POST' ? (packs.shift() ?? { status: 'ready', progress: 100 }) : inspection;
      return new Response(JSON.stringify(body), { status: init?.method === 'POST' ? 202 : 200, headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    await renderApp('/inspect/tok-123', fakeSession({ user: null }));
    fireEvent.click(await screen.findByRole('link', { name: 'Download Due-Diligence Pack (PDF)' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/inspect/tok-123/pack', { method: 'POST', credentials: 'omit' });
    const progress = await screen.findByRole('progressbar', { name: 'Preparing the due-diligence pack' });
    await vi.waitFor(() => expect(progress.getAttribute('value')).toBe('40'), { timeout: 4000 });
    expect(screen.getByText('Preparing the due-diligence pack… 40%')).toBeTruthy();
    await screen.findByText('The pack is ready.', {}, { timeout: 4000 });
    expect(screen.getByRole('link', { name: 'Download Due-Diligence Pack (PDF)' }).getAttribute('href')).toBe('/api/inspect/tok-123/pack');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('says when the pack could not be prepared, and a click tries again', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Response(JSON.stringify({ status: 'failed', progress: 0 }), { status: 202, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify(inspection), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderApp('/inspect/tok-123', fakeSession({ user: null }));
    fireEvent.click(await screen.findByRole('link', { name: 'Download Due-Diligence Pack (PDF)' }));
    expect(await screen.findByText('The pack could not be prepared. Try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Download Due-Diligence Pack (PDF)' }));
    await vi.waitFor(() => expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2));
  });

  it('says an expired, revoked or unknown link is not valid', async () => {
    const fetchMock = answer(404, { message: 'Inspector link not found' });
    await renderApp('/inspect/old', fakeSession({ user: null }));
    expect(await screen.findByText('This inspector link is not valid: it may have expired or been revoked.')).toBeTruthy();
    // The error body is released: left unread, the browser keeps the request open and the page never settles.
    const response = (await fetchMock.mock.results[0]?.value) as Response;
    expect(response.bodyUsed).toBe(true);
  });
});
