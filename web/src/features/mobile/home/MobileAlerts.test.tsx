import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MobileAcknowledgeAlertDocument } from '../../../graphql/graphql';
import { formatDateTime } from '../../../lib/format/date';
import { equipmentMock, openAlert, openAlertsMock, renderMobileApp } from '../../../test/render-mobile';

vi.mock('idb-keyval', () => import('../../../test/fake-idb-keyval'));

const ACKNOWLEDGED_AT = '2026-11-27T14:09:00.000Z';

describe('alerts on the phone home', () => {
  it("lists the location's open alerts and acknowledges one", async () => {
    const fridge = openAlert(41, 'Walk-in Fridge', 'Walk-in Fridge at 9.2°C, above 4°C');
    const elsewhere = { ...openAlert(42, 'Dessert Fridge', 'Dessert Fridge at 8°C'), locationId: 2, locationName: 'Riverside' };
    const taken = openAlert(43, 'Chest Freezer', 'Chest Freezer at -9°C', { at: '2026-11-27T14:07:00.000Z', by: 'Sam Cook' });
    let acknowledged = 0;
    const { user } = renderMobileApp([
      equipmentMock(),
      openAlertsMock([fridge, elsewhere, taken]),
      {
        request: { query: MobileAcknowledgeAlertDocument, variables: { id: 41 } },
        result: () => {
          acknowledged += 1;
          return {
            data: { acknowledgeCorrectiveAction: { ...fridge, acknowledgedAt: ACKNOWLEDGED_AT, acknowledgedByName: 'Sophie Staff', canAcknowledge: false } },
          };
        },
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Alerts' });
    expect(within(section).getByText('Walk-in Fridge at 9.2°C, above 4°C')).toBeTruthy();
    expect(within(section).getAllByText(`Opened ${formatDateTime(fridge.createdAt)}`)).toHaveLength(2);
    // Another location's alert is not this phone's.
    expect(within(section).queryByText('Dessert Fridge')).toBeNull();
    // Someone already has the freezer: no button, who and when.
    expect(within(section).getByText(`Acknowledged by Sam Cook at ${formatDateTime('2026-11-27T14:07:00.000Z')}`)).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Acknowledge: Chest Freezer' })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Acknowledge: Walk-in Fridge' }));
    expect(await within(section).findByText(`Acknowledged by Sophie Staff at ${formatDateTime(ACKNOWLEDGED_AT)}`)).toBeTruthy();
    expect(acknowledged).toBe(1);
    await waitFor(() => expect(within(section).queryByRole('button', { name: /Acknowledge/ })).toBeNull());
  });

  it("shows an alert's owner and due time (issue 36)", async () => {
    const owned = { ...openAlert(44, 'Walk-in Fridge', 'Walk-in Fridge at 9°C'), assigneeName: 'Ben Branch', dueDate: '2026-11-27T16:00:00.000Z' };
    renderMobileApp([equipmentMock(), openAlertsMock([owned, openAlert(45, 'Chest Freezer', 'Chest Freezer at -9°C')])]);
    const section = await screen.findByRole('region', { name: 'Alerts' });
    expect(within(section).getByText(`Owner: Ben Branch · due ${formatDateTime('2026-11-27T16:00:00.000Z')}`)).toBeTruthy();
    expect(within(section).queryByText('No owner yet')).toBeNull();
  });

  it('shows nothing when no alert is open', async () => {
    renderMobileApp([equipmentMock()]);
    await screen.findByRole('region', { name: 'Reminders' });
    expect(screen.queryByRole('region', { name: 'Alerts' })).toBeNull();
  });
});
