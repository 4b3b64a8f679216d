import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { QuickActions } from './SidePanels';

describe('Quick Actions (SPEC 2.4, issue 17)', () => {
  it('take the user where each piece of work is done', () => {
    renderScreen(<QuickActions />);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Record Temperature')).toBe('/temperature');
    expect(href('Start Compliance Check')).toBe('/compliance');
    expect(href('Report Issue')).toBe('/actions?new=1');
    expect(href('Generate Report')).toBe('/reports?export');
  });
});
