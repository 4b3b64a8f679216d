import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RecentExportsDocument, RequestExportDocument } from '../../graphql/graphql';
import { renderScreen } from '../../test/render-screen';
import { ReportsPage } from './ReportsPage';

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
const recent = (reports: ReturnType<typeof report>[]) => ({ request: { query: RecentExportsDocument }, result: { data: { reports } } });

describe('Export Report', () => {
  it('asks for a range and locations, starts the pack, shows its progress and then a download link', async () => {
    const requested = {
      request: { query: RequestExportDocument, variables: { from, to, locationIds: [2], format: 'pdf' } },
      result: { data: { requestExport: report('generating', 0) } },
    };
    renderScreen(<ReportsPage />, { mocks: [recent([]), requested, recent([report('generating', 40)]), recent([report('ready', 100)])] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Export Report' });
    await user.clear(within(dialog).getByLabelText('From'));
    await user.type(within(dialog).getByLabelText('From'), '2026-11-16');
    await user.clear(within(dialog).getByLabelText('To'));
    await user.type(within(dialog).getByLabelText('To'), '2026-11-22');
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

  it('opens at once when the dashboard’s Generate Report links here', async () => {
    renderScreen(<ReportsPage />, { mocks: [recent([])], path: '/reports?export' });
    expect(await screen.findByRole('dialog', { name: 'Export Report' })).toBeTruthy();
  });
});
