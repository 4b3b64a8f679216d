import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { AllergenMatrixEditor } from './AllergenMatrixEditor';
import type { MenuItem } from './AllergenMatrixTable';

const allergens = [
  { code: 'gluten', label: 'Cereals containing gluten' },
  { code: 'fish', label: 'Fish' },
  { code: 'milk', label: 'Milk' },
];
const version = (id: number, n: number, items: MenuItem[]) => ({ id, version: n, items, createdBy: 'Maria Manager', createdAt: '2026-11-20T10:00:00Z' });
const current = version(2, 2, [{ name: 'Fish and Chips', allergens: ['gluten', 'fish'] }]);
const older = version(1, 1, [{ name: 'Soup', allergens: ['milk'] }]);
const matrix = { locationId: 1, regime: 'uk', needsReview: false, allergens, current };

describe('allergen matrix', () => {
  it('edits the current version: ticks, a new item, and saves the whole matrix', async () => {
    const saved: MenuItem[][] = [];
    renderScreen(
      <AllergenMatrixEditor
        printId="print"
        matrix={matrix}
        versions={[current, older]}
        viewing={null}
        onView={() => {}}
        saving={false}
        onSave={async (items) => void saved.push(items)}
      />,
    );
    expect(screen.getByText(/Version 2, saved .* by Maria Manager/)).toBeTruthy();
    expect(screen.getByText('Current')).toBeTruthy();
    await userEvent.click(screen.getByLabelText('Fish and Chips contains Milk'));
    await userEvent.type(screen.getByLabelText('New menu item'), 'Cheesecake');
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    await userEvent.click(screen.getByLabelText('Cheesecake contains Milk'));
    await userEvent.click(screen.getByRole('button', { name: 'Save New Version' }));
    expect(saved).toEqual([
      [
        { name: 'Fish and Chips', allergens: ['gluten', 'fish', 'milk'] },
        { name: 'Cheesecake', allergens: ['milk'] },
      ],
    ]);
  });

  it('shows an older version read-only, and flags a matrix due for review', () => {
    renderScreen(
      <AllergenMatrixEditor
        printId="print"
        matrix={{ ...matrix, needsReview: true }}
        versions={[current, older]}
        viewing={1}
        onView={() => {}}
        saving={false}
        onSave={async () => {}}
      />,
    );
    expect(screen.getByText(/Version 1, saved/)).toBeTruthy();
    expect(screen.getByText('Soup')).toBeTruthy();
    expect(screen.getByLabelText('contains Milk')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText('Review due: not saved in the last 30 days')).toBeTruthy();
  });
});
