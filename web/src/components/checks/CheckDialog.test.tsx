import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompleteDesktopCheckDocument, SaveCheckProgressDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { check, YES_NO } from '../../test/compliance-fixtures';
import { renderScreen } from '../../test/render-screen';
import { CheckDialog } from './CheckDialog';

afterEach(() => toastStore.dismiss());

const answer = (item: string, result: string) =>
  userEvent.click(within(screen.getByRole('group', { name: new RegExp(item) })).getByRole('radio', { name: result }));

describe('the checklist of a check', () => {
  it('is worked item by item: Save Progress sends the answers so far; Complete Check waits for every item', async () => {
    const saved = vi.fn(() => ({ data: { saveCheckProgress: check(5, { status: 'in_progress' }) } }));
    const completed = vi.fn(() => ({ data: { completeComplianceCheck: check(5, { status: 'completed' }) } }));
    const onClose = vi.fn();
    renderScreen(<CheckDialog check={check(5)} onClose={onClose} />, {
      mocks: [
        { request: { query: SaveCheckProgressDocument, variables: () => true }, result: saved },
        { request: { query: CompleteDesktopCheckDocument, variables: () => true }, result: completed },
      ],
    });
    const completeButton = screen.getByRole('button', { name: 'Complete Check' }) as HTMLButtonElement;
    expect(completeButton.disabled).toBe(true);
    expect(screen.getByText('Answer every item to complete the check (2 left).')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: /Fridge temperatures recorded/ })).getByText('Critical')).toBeTruthy();

    await answer('Fridge temperatures recorded', 'Fail');
    await userEvent.type(screen.getByLabelText('Note for Fridge temperatures recorded'), 'Walk-in at 9');
    await userEvent.click(screen.getByRole('button', { name: 'Save Progress' }));
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({
        input: { checkId: 5, answers: [{ description: 'Fridge temperatures recorded', result: 'fail', note: 'Walk-in at 9' }] },
      }),
    );
    expect(await screen.findByText('Progress saved')).toBeTruthy();
    expect(completeButton.disabled).toBe(true);

    await answer('Surfaces sanitised', 'N/A');
    expect(completeButton.disabled).toBe(false);
    await userEvent.click(completeButton);
    await waitFor(() =>
      expect(completed).toHaveBeenCalledWith({
        input: {
          checkId: 5,
          answers: [
            { description: 'Fridge temperatures recorded', result: 'fail', note: 'Walk-in at 9' },
            { description: 'Surfaces sanitised', result: 'not_applicable', note: null },
          ],
        },
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.getByText('Check completed')).toBeTruthy();
  });

  it('shows a completed check read-only with every answer', () => {
    const items = [
      {
        __typename: 'CheckItemAnswer' as const,
        description: 'Fridge temperatures recorded',
        critical: true,
        ...YES_NO,
        result: 'pass',
        value: null,
        note: '3 °C',
      },
      {
        __typename: 'CheckItemAnswer' as const,
        description: 'Surfaces sanitised',
        critical: false,
        ...YES_NO,
        result: 'not_applicable',
        value: null,
        note: null,
      },
    ];
    renderScreen(<CheckDialog check={check(6, { status: 'completed', completedAt: '2025-05-01T08:00:00.000Z', items })} onClose={() => {}} />);
    expect(screen.getByText(/by Maria Manager/)).toBeTruthy();
    expect(within(screen.getByRole('group', { name: /Fridge temperatures recorded/ })).getByText('Pass')).toBeTruthy();
    expect(screen.getByText(/3 °C/)).toBeTruthy();
    expect(within(screen.getByRole('group', { name: /Surfaces sanitised/ })).getByText('N/A')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Complete Check' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Photo Evidence' })).toBeNull();
  });

  it('shows the photos stored with a completed check, each opening the full photo', () => {
    const photoEvidence = [31, 32].map((uploadId) => ({ __typename: 'PhotoEvidence' as const, uploadId, url: `/api/uploads/${uploadId}` }));
    renderScreen(<CheckDialog check={check(7, { status: 'completed', completedAt: '2025-05-01T08:00:00.000Z', photoEvidence })} onClose={() => {}} />);
    const photos = within(screen.getByRole('region', { name: 'Photo Evidence' }));
    expect(photos.getByText('Photo Evidence (2)')).toBeTruthy();
    const images = photos.getAllByRole('img') as HTMLImageElement[];
    expect(images.map((img) => [img.alt, img.getAttribute('src')])).toEqual([
      ['Photo 1 of 2', '/api/uploads/31'],
      ['Photo 2 of 2', '/api/uploads/32'],
    ]);
    expect(photos.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/api/uploads/31', '/api/uploads/32']);
  });
});
