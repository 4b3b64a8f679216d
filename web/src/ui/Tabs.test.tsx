import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../lib/theme';
import { Tabs } from './Tabs';

describe('Tabs', () => {
  it('moves between tabs with the arrow keys, Home and End', async () => {
    render(
      <ThemeProvider theme={theme}>
        <Tabs label="Cleaning frequency" items={['All', 'Daily', 'Weekly', 'Monthly'].map((f) => ({ value: f, label: f, panel: `${f} schedules` }))} />
      </ThemeProvider>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('tablist', { name: 'Cleaning frequency' })).toBeTruthy();
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'All' }).textContent).toBe('All schedules');

    await user.click(all);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Daily' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Daily schedules');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Monthly', selected: true })).toBe(document.activeElement);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All', selected: true })).toBe(document.activeElement);
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Monthly', selected: true })).toBe(document.activeElement);
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All', selected: true })).toBe(document.activeElement);
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });
});
