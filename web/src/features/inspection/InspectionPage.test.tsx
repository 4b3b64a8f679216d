import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../../test/fake-session';
import { renderApp } from '../../test/render';

const inspection = {
  label: 'EHO visit',
  companyName: 'Harbour Kitchens Ltd',
  from: '2026-01-10T00:00:00.000Z',
  to: '2026-01-11T00:00:00.000Z',
  expiresAt: '2099-01-01T00:00:00.000Z',
  locations: [
    {
      id: 1,
      name: 'Main Kitchen',
      units: [
        {
          id: 1,
          name: 'Walk-in Fridge',
          type: 'fridge',
          targetMin: 0,
          targetMax: 5,
          days: [{ day: '2026-01-10', min: 3, max: 7.5, readings: 3, sources: ['MANUAL', 'SENSOR'] }],
        },
      ],
      excursions: [
        {
          actionId: 9,
          unitName: 'Walk-in Fridge',
          startedAt: '2026-01-10T12:00:00.000Z',
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
    expect(screen.getByText(/Fridge above 5°C \(high, resolved\)/).textContent).toContain('Door seal replaced');
    expect(screen.getByText(/Opening checks: missed/)).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Download Due-Diligence Pack (PDF)' }).getAttribute('href')).toBe('/api/inspect/tok-123/pack');
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
