import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecordReadingDocument } from '../../../graphql/graphql';
import { setDisplayPreferences } from '../../../lib/format/display-preferences';
import { fakeStores } from '../../../test/fake-idb-keyval';
import { waitingOnPhone } from '../../../test/phone-outbox';
import { answerFor, equipmentMock, kitchenEquipment, renderMobileApp } from '../../../test/render-mobile';

vi.mock('idb-keyval', () => import('../../../test/fake-idb-keyval'));

type Input = { clientId: string; equipmentId: number; temperature: number; unit?: string; recordedAt: string };
let alert: ReturnType<typeof vi.spyOn>;
let confirm: ReturnType<typeof vi.spyOn>;
let sent: Input[];
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
  sent = [];
  fakeStores.clear();
});
afterEach(() => vi.restoreAllMocks());

/** The recordReading answer: stored, refused by the server, or never arriving. */
function recordMock(answer: 'stored' | 'refused' | 'network'): MockedResponse {
  const request = { query: RecordReadingDocument, variables: () => true };
  if (answer === 'network') return { request, error: new TypeError('Failed to fetch') };
  if (answer === 'refused') return { request, result: { errors: [{ message: 'Readings cannot be recorded for inactive equipment' }] } };
  return {
    request,
    result: ({ input }) => {
      sent.push(input as Input);
      return { data: { recordReading: answerFor(input as Input) } };
    },
  };
}

async function openEntry(answer: 'stored' | 'refused' | 'network') {
  const view = renderMobileApp([equipmentMock(), recordMock(answer)]);
  await view.user.click(screen.getByRole('button', { name: 'Goods In' }));
  await view.user.click(await screen.findByRole('button', { name: /Walk-in Fridge/ }));
  return view;
}

describe('Mobile Temperature Monitoring', () => {
  it('lists every unit with its target range, and says when there is none', async () => {
    const { user, unmount } = renderMobileApp([equipmentMock()]);
    await user.click(screen.getByRole('button', { name: 'Goods In' }));
    expect(await screen.findAllByRole('button', { name: /Normal/ })).toHaveLength(kitchenEquipment.length);
    unmount();
    const empty = renderMobileApp([equipmentMock([])]);
    await empty.user.click(screen.getByRole('button', { name: 'Goods In' }));
    expect(await screen.findByText('No equipment available for temperature monitoring.')).toBeTruthy();
  });

  it('records a decimal reading with a timestamp and a client id, then returns to the list', async () => {
    const { user } = await openEntry('stored');
    expect(screen.getByText('Target: 0°C to 4°C')).toBeTruthy();
    const record = screen.getByRole('button', { name: 'Record Temperature' });
    expect(record).toHaveProperty('disabled', true);
    const field = screen.getByLabelText('Temperature (°C)');
    expect(field.getAttribute('step')).toBe('0.1');
    await user.type(field, '3.5');
    await user.click(record);

    await waitFor(() => expect(alert).toHaveBeenCalledWith('Temperature recorded successfully!'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ equipmentId: 1, temperature: 3.5 });
    expect(sent[0].clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(sent[0].recordedAt).toISOString()).toBe(sent[0].recordedAt);
    expect(await screen.findByRole('heading', { name: 'Temperature Monitoring' })).toBeTruthy();
  });

  it("shows the unit's new status from the answer, without asking for the equipment again", async () => {
    // The equipment list is answered once: a refetch after the reading would fail the test.
    const view = renderMobileApp([{ ...equipmentMock(), maxUsageCount: 1 }, recordMock('stored')]);
    await view.user.click(screen.getByRole('button', { name: 'Goods In' }));
    await view.user.click(await screen.findByRole('button', { name: /Walk-in Fridge/ }));
    await view.user.type(screen.getByLabelText('Temperature (°C)'), '9');
    await view.user.click(screen.getByRole('button', { name: 'Record Temperature' }));
    expect(confirm).toHaveBeenCalledWith("9°C is above Walk-in Fridge's 4°C limit — record it?");
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Temperature recorded successfully!'));
    const fridge = await screen.findByRole('button', { name: /Walk-in Fridge/ });
    expect(await within(fridge).findByText('Out of Range')).toBeTruthy();
  });

  it('sends nothing when the person cancels an out-of-range reading, and keeps the value', async () => {
    confirm.mockReturnValue(false);
    const { user } = await openEntry('stored');
    await user.type(screen.getByLabelText('Temperature (°C)'), '-1.2');
    await user.click(screen.getByRole('button', { name: 'Record Temperature' }));
    expect(confirm).toHaveBeenCalledWith("-1.2°C is below Walk-in Fridge's 0°C limit — record it?");
    expect(screen.getByLabelText('Temperature (°C)')).toHaveProperty('value', '-1.2');
    expect(sent).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
  });

  it('refuses a reading no probe can give at once, before asking to record it (issue 30)', async () => {
    const { user } = await openEntry('stored');
    await user.type(screen.getByLabelText('Temperature (°C)'), '999');
    await user.click(screen.getByRole('button', { name: 'Record Temperature' }));
    expect(alert).toHaveBeenCalledWith('999°C is not a reading a probe can give for Walk-in Fridge: expected -50°C to 60°C');
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Temperature (°C)')).toHaveProperty('value', '999');
    expect(sent).toEqual([]);
  });

  it('keeps the entry when the server refuses the reading', async () => {
    const { user } = await openEntry('refused');
    await user.type(screen.getByLabelText('Temperature (°C)'), '5');
    await user.click(screen.getByRole('button', { name: 'Record Temperature' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to record temperature. Please try again.'));
    expect(screen.getByLabelText('Temperature (°C)')).toHaveProperty('value', '5');
    expect([...fakeStores.values()].every((store) => store.size === 0)).toBe(true);
  });

  it('saves the reading on the phone when the network fails, and shows it waiting to sync', async () => {
    const { user } = await openEntry('network');
    await user.type(screen.getByLabelText('Temperature (°C)'), '-1.2');
    await user.click(screen.getByRole('button', { name: 'Record Temperature' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Network error. Temperature saved locally for sync.'));
    expect(await within(screen.getByRole('banner')).findByText('1 reading waiting to sync')).toBeTruthy();
    const [queued] = waitingOnPhone('reading');
    expect(queued).toMatchObject({ equipmentId: 1, temperature: -1.2 });
  });

  it('offers a Photo Evidence dialog with Take Photo, Upload Photo and Cancel', async () => {
    const { user } = await openEntry('stored');
    await user.click(screen.getByRole('button', { name: 'Add Photo' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo Evidence' });
    for (const name of ['Take Photo', 'Upload Photo', 'Cancel']) expect(within(dialog).getByRole('button', { name })).toBeTruthy();
    await user.upload(screen.getByTestId('upload-photo-input'), new File(['x'], 'probe.jpg', { type: 'image/jpeg' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Photos selected: 1')).toBeTruthy();
  });

  it('uploads the photos taken with a reading first and records the reading with their ids', async () => {
    const uploaded: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      uploaded.push(String((init?.body as FormData | undefined)?.get('clientId')));
      return new Response(JSON.stringify({ id: 80 + uploaded.length }), { status: 201 });
    });
    const { user } = await openEntry('stored');
    await user.click(screen.getByRole('button', { name: 'Add Photo' }));
    await user.upload(screen.getByTestId('upload-photo-input'), [
      new File(['x'], 'probe.jpg', { type: 'image/jpeg' }),
      new File(['y'], 'label.png', { type: 'image/png' }),
    ]);
    await user.type(screen.getByLabelText('Temperature (°C)'), '3.2');
    await user.click(screen.getByRole('button', { name: 'Record Temperature' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Temperature recorded successfully!'));
    expect(uploaded).toHaveLength(2);
    expect(sent).toEqual([expect.objectContaining({ equipmentId: 1, temperature: 3.2, photoIds: [81, 82] })]);
  });

  it('offline, keeps the photos with the reading in the outbox', async () => {
    const { user } = await openEntry('network');
    await user.click(screen.getByRole('button', { name: 'Add Photo' }));
    await user.upload(screen.getByTestId('upload-photo-input'), new File(['x'], 'probe.jpg', { type: 'image/jpeg' }));
    await user.type(screen.getByLabelText('Temperature (°C)'), '4.1');
    await user.click(screen.getByRole('button', { name: 'Record Temperature' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Network error. Temperature saved locally for sync.'));
    const [queued] = waitingOnPhone('reading') as { photos: { fileName: string; clientId: string }[] }[];
    expect(queued.photos).toEqual([expect.objectContaining({ fileName: 'probe.jpg', clientId: expect.stringMatching(/^[0-9a-f-]{36}$/) })]);
  });

  describe('when the company reads °F', () => {
    beforeEach(() => setDisplayPreferences({ temperatureUnit: 'fahrenheit', dateFormat: 'MM/DD/YYYY' }));

    it('shows °F and sends what was typed with unit F (the server stores °C)', async () => {
      const { user } = await openEntry('stored');
      expect(screen.getByText('Target: 32°F to 39.2°F')).toBeTruthy();
      await user.type(screen.getByLabelText('Temperature (°F)'), '41');
      await user.click(screen.getByRole('button', { name: 'Record Temperature' }));
      await waitFor(() => expect(alert).toHaveBeenCalledWith('Temperature recorded successfully!'));
      expect(sent[0]).toMatchObject({ equipmentId: 1, temperature: 41, unit: 'F' });
    });

    it('keeps the unit with a reading saved on the phone, so it syncs as typed', async () => {
      const { user } = await openEntry('network');
      await user.type(screen.getByLabelText('Temperature (°F)'), '41');
      await user.click(screen.getByRole('button', { name: 'Record Temperature' }));
      await waitFor(() => expect(alert).toHaveBeenCalledWith('Network error. Temperature saved locally for sync.'));
      const [queued] = waitingOnPhone('reading');
      expect(queued).toMatchObject({ equipmentId: 1, temperature: 41, unit: 'F' });
    });
  });
});
