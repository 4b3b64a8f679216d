import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../lib/theme';
import { Combobox } from './Combobox';
import { Field } from './Field';

const ZONES = ['America/New_York', 'America/Toronto', 'Europe/Lisbon', 'Europe/London', 'UTC'].map((zone) => ({
  value: zone,
  label: zone.replaceAll('_', ' '),
}));

/** The combobox in a labelled field, reporting what is chosen. */
function Zone({ initial = 'Europe/London' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <ThemeProvider theme={theme}>
      <Field label="Time Zone">{(control) => <Combobox control={control} value={value} options={ZONES} onChange={setValue} />}</Field>
      <output aria-label="Chosen">{value}</output>
      <button type="button">Next</button>
    </ThemeProvider>
  );
}

const chosen = () => screen.getByLabelText('Chosen').textContent;

describe('Combobox', () => {
  it('is a labelled combobox that filters its list as you type, moves with the arrow keys and chooses with Enter', async () => {
    render(<Zone />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Time Zone' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('Europe/London');
    await user.clear(box);
    await user.type(box, 'euro');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Europe/Lisbon', 'Europe/London']);
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Europe/Lisbon', selected: true }).id);
    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'Europe/London', selected: true }).id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(chosen()).toBe('Europe/Lisbon');
    expect((box as HTMLInputElement).value).toBe('Europe/Lisbon');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('finds a zone by part of its name, with spaces for underscores, and takes a click', async () => {
    render(<Zone />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Time Zone' });
    await user.clear(box);
    await user.type(box, 'new y');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['America/New York']);
    await user.click(screen.getByRole('option', { name: 'America/New York' }));
    expect(chosen()).toBe('America/New_York');
    expect(document.activeElement).toBe(box);
  });

  it('Escape closes the list and puts back the chosen zone; a whole name typed or pasted is a choice', async () => {
    render(<Zone />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Time Zone' });
    await user.clear(box);
    await user.type(box, 'toro');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).toBeNull();
    expect((box as HTMLInputElement).value).toBe('Europe/London');
    expect(chosen()).toBe('Europe/London');
    await user.clear(box);
    await user.type(box, 'america/toronto');
    expect(chosen()).toBe('America/Toronto');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps text that names no zone as typed when you leave (the API says what is wrong with it)', async () => {
    render(<Zone />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Time Zone' });
    await user.clear(box);
    await user.type(box, 'Mars');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(chosen()).toBe('Mars');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});
