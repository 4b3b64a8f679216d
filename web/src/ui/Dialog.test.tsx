import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../lib/theme';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Input } from './Field';

function AddReading() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <Button onClick={() => setOpen(true)}>Add Reading</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Record Cooling Temperature" footer={<Button onClick={() => setOpen(false)}>Cancel</Button>}>
        <Input aria-label="Temperature (°C)" type="number" step="0.1" />
      </Dialog>
    </ThemeProvider>
  );
}

describe('Dialog', () => {
  it('is a labelled modal that traps focus, closes on Escape and returns focus', async () => {
    render(<AddReading />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Add Reading' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Record Cooling Temperature' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const field = screen.getByLabelText('Temperature (°C)');
    expect(document.activeElement).toBe(field);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close dialog' }));
    await user.tab();
    expect(document.activeElement).toBe(field);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close dialog' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
