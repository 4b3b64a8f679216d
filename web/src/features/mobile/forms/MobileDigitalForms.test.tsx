import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { equipmentMock, renderMobileApp } from '../../../test/render-mobile';

vi.mock('idb-keyval', () => import('../../../test/fake-idb-keyval'));

let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

async function openForms() {
  const view = renderMobileApp([equipmentMock()]);
  await view.user.click(screen.getByRole('button', { name: 'Cleaning' }));
  return view;
}

const formCards = () => screen.getAllByRole('article');

describe('Mobile Digital Forms', () => {
  it('filters the sample forms by category chip', async () => {
    const { user } = await openForms();
    const chips = within(screen.getByRole('group', { name: 'Form categories' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All Forms', 'Daily', 'Weekly', 'Monthly', 'Safety']);
    const all = formCards().length;
    await user.click(screen.getByRole('button', { name: 'Safety' }));
    expect(screen.getByRole('button', { name: 'Safety' }).getAttribute('aria-pressed')).toBe('true');
    expect(formCards().length).toBeLessThan(all);
    for (const card of formCards()) expect(within(card).getByText('Safety')).toBeTruthy();
  });

  it('marks required forms and only says what View and Fill Out would open', async () => {
    const { user } = await openForms();
    const card = formCards().find((c) => within(c).queryByRole('heading', { name: 'Daily Cleaning Checklist' }))!;
    expect(within(card).getByText('Required')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: /^View/ }));
    expect(alert).toHaveBeenLastCalledWith('In production this would open the "Daily Cleaning Checklist" form.');
    await user.click(within(card).getByRole('button', { name: /^Fill Out/ }));
    expect(alert).toHaveBeenLastCalledWith('In production this would open the "Daily Cleaning Checklist" form for filling out.');
    expect(screen.getByRole('heading', { name: /Download Templates/ })).toBeTruthy();
  });
});
