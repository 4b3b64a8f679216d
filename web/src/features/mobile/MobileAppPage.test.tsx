import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordProbeCalibrationDocument, ReportSummaryDocument } from '../../graphql/graphql';
import { fakeUser } from '../../test/fake-session';
import { coolingProcess, foodProcessesMock } from '../../test/food-process-fixtures';
import {
  checkCountsMock,
  equipmentMock,
  kitchenEquipment,
  openAlert,
  openAlertsMock,
  renderMobileApp,
  templatesMock,
  unit,
  workflowFeaturesMock,
} from '../../test/render-mobile';
import { reportFigures } from '../../test/report-fixtures';

vi.mock('idb-keyval', () => import('../../test/fake-idb-keyval'));

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('who may use /mobile', () => {
  it('tells a user who is not a branch user that the app is not for them, with a way back', () => {
    renderMobileApp([], fakeUser({ roleLabel: 'Customer Admin' }));
    expect(screen.getByRole('heading', { name: 'Access Restricted' })).toBeTruthy();
    expect(screen.getByText(/This mobile interface is only available for Branch Users\./)).toBeTruthy();
    expect(screen.getByText(/Customer Admin/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to main app' }).getAttribute('href')).toBe('/');
  });
});

describe('the mobile dashboard', () => {
  it('shows who and where, the equipment count, today’s pending checks from the API and the first 3 units as Normal', async () => {
    renderMobileApp([equipmentMock(), checkCountsMock({ pending: 4, completed: 1, overdue: 0 })]);
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Sophie Staff')).toBeTruthy();
    expect(within(header).getByText('Main Kitchen')).toBeTruthy();
    expect(within(header).getByLabelText('Current time')).toBeTruthy();

    const status = await screen.findByRole('region', { name: 'Equipment Status' });
    expect(await within(status).findByText('Walk-in Fridge')).toBeTruthy();
    expect(within(status).getAllByText('Normal')).toHaveLength(3);
    expect(within(status).queryByText('Goods In Probe')).toBeNull();
    expect(within(status).getByText('Target: 0°C to 4°C')).toBeTruthy();
    expect(screen.getByText('Equipment').previousElementSibling?.textContent).toBe(String(kitchenEquipment.length));
    await waitFor(() => expect(screen.getByText('Pending Checks').previousElementSibling?.textContent).toBe('4'));
  });

  it('never labels an out-of-range or silent unit Normal', async () => {
    renderMobileApp([equipmentMock([unit(1, 'Walk-in Fridge', 'fridge', 0, 4, 'ALERT'), unit(2, 'Chest Freezer', 'freezer', -20, -15, 'UNKNOWN')])]);
    const status = await screen.findByRole('region', { name: 'Equipment Status' });
    expect(await within(status).findByText('Out of Range')).toBeTruthy();
    expect(within(status).getByText('No Data')).toBeTruthy();
    expect(within(status).queryByText('Normal')).toBeNull();
  });

  it('shows the tiles first and asks for the alerts only once the app has started, so a first tap is not queued behind them (issue 38)', async () => {
    let asked = 0;
    const noAlerts = openAlertsMock();
    renderMobileApp([
      equipmentMock(),
      {
        ...noAlerts,
        result: () => {
          asked += 1;
          return { data: { open: [], pending: [], inProgress: [] } };
        },
      },
    ]);
    // Well before the app counts as started (after-start.ts: 300 ms, then idle), the home is up and has not asked.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.getByRole('button', { name: 'Fridge & Freezer' })).toBeTruthy();
    expect(asked).toBe(0);
    await waitFor(() => expect(asked).toBe(1));
  });

  it('shows the alerts below the workflow tiles: arriving after the first screen, they move no tile from under a thumb (issue 38)', async () => {
    renderMobileApp([equipmentMock(), openAlertsMock([openAlert(7, 'Walk-in Fridge', 'Temperature 9°C above 4°C')])]);
    const alerts = await screen.findByRole('region', { name: 'Alerts' });
    const workflow = screen.getByRole('region', { name: 'Food Safety Workflow' });
    expect(workflow.compareDocumentPosition(alerts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says when the location has no equipment', async () => {
    renderMobileApp([equipmentMock([])]);
    expect(await screen.findByText('No equipment assigned to this location yet.')).toBeTruthy();
  });

  it('says the equipment could not be loaded rather than that there is none', async () => {
    renderMobileApp([{ request: equipmentMock().request, error: new TypeError('Failed to fetch') }]);
    expect(await screen.findByText('Failed to load equipment')).toBeTruthy();
    expect(screen.queryByText('No equipment assigned to this location yet.')).toBeNull();
  });

  it('keeps working offline with the equipment list it last saw', async () => {
    const first = renderMobileApp([equipmentMock()]);
    expect(await screen.findAllByText('Normal')).not.toHaveLength(0);
    first.unmount();
    renderMobileApp([{ request: equipmentMock().request, error: new TypeError('Failed to fetch') }]);
    expect(await screen.findAllByText('Normal')).not.toHaveLength(0);
    expect(screen.queryByText('Failed to load equipment')).toBeNull();
  });

  it('offers Install App only once the browser has offered an install, and shows the browser prompt', async () => {
    const { user } = renderMobileApp([equipmentMock()]);
    expect(screen.queryByRole('button', { name: 'Install App' })).toBeNull();
    const prompt = vi.fn(async () => {});
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt, userChoice: Promise.resolve({ outcome: 'accepted' }) });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Install App' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install App' })).toBeNull();
  });

  it('logs out from the menu, saying so while it is pending', async () => {
    const { user, session } = renderMobileApp([equipmentMock()]);
    let finish = () => {};
    vi.mocked(session.signOut).mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(screen.getByRole('menuitem', { name: 'Logging out...' })).toBeTruthy();
    expect(session.signOut).toHaveBeenCalledOnce();
    await act(async () => finish());
  });
});

describe('the Food Safety Workflow tiles', () => {
  it('Reports leads to the last 7 days’ figures at the user’s locations, and back (issue 30)', async () => {
    const summary = {
      request: { query: ReportSummaryDocument, variables: () => true },
      result: { data: { reportFigures: reportFigures({ complianceRate: null, checksDue: 0, checksCompleted: 0 }) } },
    };
    const { user } = renderMobileApp([equipmentMock(), summary]);
    await user.click(screen.getByRole('button', { name: 'Reports' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    expect(await screen.findByText('0 of 0 checks')).toBeTruthy();
    expect(screen.getByText('The last 7 days at your locations')).toBeTruthy();
    expect(within(screen.getByText('Temperature Alerts').parentElement?.parentElement as HTMLElement).getByText('3')).toBeTruthy();
    expect(alert).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Back to dashboard' }));
    expect(screen.getByRole('heading', { name: 'Food Safety Workflow' })).toBeTruthy();
  });

  it('Probe Checks leads to probe calibration for the location’s units, and records one (issue 30)', async () => {
    const input = { equipmentId: 2, referenceTemp: 0, actualTemp: 0.4, notes: null };
    const recorded = vi.fn(() => ({
      data: { recordProbeCalibration: { __typename: 'ProbeCalibration', id: 8, equipmentName: 'Chest Freezer', isWithinTolerance: true } },
    }));
    const { user } = renderMobileApp([equipmentMock(), { request: { query: RecordProbeCalibrationDocument, variables: { input } }, result: recorded }]);
    await screen.findByText('Walk-in Fridge');
    await user.click(screen.getByRole('button', { name: 'Probe Checks' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Probe Calibration' })).toBeTruthy();
    // Its code arrives when first opened (issue 38).
    await screen.findByLabelText('Probe or unit');
    const probes = within(screen.getByLabelText('Probe or unit'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(probes).toEqual(['Select a probe', ...kitchenEquipment.map((u) => u.name)]);
    await user.selectOptions(screen.getByLabelText('Probe or unit'), '2');
    await user.type(screen.getByLabelText('Probe reading (°C)'), '0.4');
    await user.click(screen.getByRole('button', { name: 'Record Calibration' }));
    await waitFor(() => expect(recorded).toHaveBeenCalledOnce());
    expect(await screen.findByText('Chest Freezer is within tolerance')).toBeTruthy();
  });

  it('Fridge & Freezer opens Record Temperature with the fridges and freezers', async () => {
    const { user } = renderMobileApp([equipmentMock()]);
    await screen.findByText('Walk-in Fridge');
    await user.click(screen.getByRole('button', { name: 'Fridge & Freezer' }));
    const dialog = screen.getByRole('dialog', { name: 'Record Temperature' });
    // The form's code arrives when a tile is first tapped (issue 38); then its unit list has the focus.
    const units = await within(dialog).findByLabelText('Equipment');
    const options = within(units).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Choose equipment', 'Walk-in Fridge', 'Chest Freezer']);
    expect(within(dialog).getByRole('button', { name: 'Record Temperature' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(document.activeElement).toBe(units));
  });

  it.each([
    ['Cooling', 'Cooling Logs'],
    ['Cooking', 'Cooking Logs'],
    ['Reheating', 'Reheating Logs'],
  ])('%s opens Record Temperature, which leads to its %s (issue 16); the home lists open logs with time left', async (tile, view) => {
    const open = coolingProcess(new Date(Date.now() - 60_000));
    const { user } = renderMobileApp([equipmentMock(), foodProcessesMock([open])]);
    expect(await screen.findByRole('article', { name: 'Cooling log: Chicken curry' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/left$/);
    await user.click(screen.getByRole('button', { name: tile }));
    const dialog = screen.getByRole('dialog', { name: 'Record Temperature' });
    await user.click(within(dialog).getByRole('button', { name: `${view} (batches with deadlines)` }));
    expect(screen.getByRole('heading', { level: 1, name: view })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Start ${tile} Log` })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to dashboard' }));
    expect(screen.getByRole('heading', { name: 'Food Safety Workflow' })).toBeTruthy();
  });

  it.each([
    ['Opening Checks', 'Compliance Checks'],
    ['Closing Checks', 'Compliance Checks'],
    ['Goods In', 'Temperature Monitoring'],
    ['Cleaning', 'Digital Forms'],
  ])('%s opens %s, and its back button returns', async (tile, view) => {
    const { user } = renderMobileApp([equipmentMock(), templatesMock([])]);
    await user.click(screen.getByRole('button', { name: tile }));
    // A spinner while the view's code arrives (issue 38), then the view.
    expect(await screen.findByRole('heading', { level: 1, name: view })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to dashboard' }));
    expect(screen.getByRole('heading', { name: 'Food Safety Workflow' })).toBeTruthy();
  });

  it('hides the tiles the company switched off in PWA Features, and keeps the others', async () => {
    renderMobileApp([equipmentMock(), workflowFeaturesMock(['cooling', 'reports'])]);
    const workflow = screen.getByRole('region', { name: 'Food Safety Workflow' });
    await waitFor(() => expect(within(workflow).queryByRole('button', { name: 'Cooling' })).toBeNull());
    expect(within(workflow).queryByRole('button', { name: 'Reports' })).toBeNull();
    expect(within(workflow).getAllByRole('button')).toHaveLength(10);
    expect(within(workflow).getByRole('button', { name: 'Goods In' })).toBeTruthy();
  });
});
