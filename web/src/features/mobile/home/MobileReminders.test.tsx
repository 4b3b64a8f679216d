import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CompleteReminderDocument } from '../../../graphql/graphql';
import { equipmentMock, reminder, remindersMock, renderMobileApp } from '../../../test/render-mobile';

vi.mock('idb-keyval', () => import('../../../test/fake-idb-keyval'));

describe('reminders on the phone home', () => {
  it("lists the branch user's due reminders and marks one done", async () => {
    const due = [reminder(7, 'Daily Opening Check due', 'Main Kitchen, by 08:00'), reminder(8, 'Calibrate Probe 2')];
    let completed = 0;
    const { user } = renderMobileApp([
      equipmentMock(),
      { ...remindersMock(due), maxUsageCount: 1 },
      remindersMock([due[1]]),
      {
        request: { query: CompleteReminderDocument, variables: { id: 7 } },
        result: () => {
          completed += 1;
          return { data: { completeReminder: { __typename: 'Reminder', id: 7 } } };
        },
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Reminders' });
    expect(await within(section).findByText('Daily Opening Check due')).toBeTruthy();
    expect(within(section).getByText('Main Kitchen, by 08:00')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Done: Daily Opening Check due' }));
    await waitFor(() => expect(within(section).queryByText('Daily Opening Check due')).toBeNull());
    expect(completed).toBe(1);
    expect(within(section).getByText('Calibrate Probe 2')).toBeTruthy();
    expect(await screen.findByText('Reminder done')).toBeTruthy();
  });

  it('says when nothing is due', async () => {
    renderMobileApp([equipmentMock()]);
    const section = await screen.findByRole('region', { name: 'Reminders' });
    expect(await within(section).findByText('No reminders due.')).toBeTruthy();
  });
});
