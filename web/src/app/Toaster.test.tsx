import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../lib/theme';
import { createToastStore, TOAST_REMOVE_DELAY, type ToastHandle, type ToastStore } from '../lib/toasts/toast-store';
import { Toaster } from './Toaster';

let store: ToastStore;

function renderToaster() {
  store = createToastStore();
  render(
    <ThemeProvider theme={theme}>
      <button type="button">Elsewhere</button>
      <Toaster store={store} />
    </ThemeProvider>,
  );
}

const toastItems = () => screen.queryAllByRole('listitem');

describe('Toaster', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows one toast at a time: a new toast replaces the previous one', () => {
    renderToaster();
    act(() => void store.toast({ title: 'Temperature recorded' }));
    act(() => void store.toast({ title: 'Location created', description: 'New location added' }));
    expect(toastItems()).toHaveLength(1);
    expect(screen.queryByText('Temperature recorded')).toBeNull();
    expect(screen.getByText('Location created')).toBeTruthy();
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('dismisses itself after the default 5000 ms and is removed 1,000,000 ms later', () => {
    renderToaster();
    act(() => void store.toast({ title: 'Logged out', description: 'See you next time!' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText('Logged out')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Logged out')).toBeNull();
    expect(store.getSnapshot()).toMatchObject([{ title: 'Logged out', open: false }]);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY));
    expect(store.getSnapshot()).toEqual([]);
  });

  it('can be updated and dismissed through its handle', () => {
    renderToaster();
    let handle: ToastHandle | undefined;
    act(() => {
      handle = store.toast({ title: 'Saving' });
    });
    act(() => handle?.update({ title: 'Saved', variant: 'destructive' }));
    expect(screen.getByRole('alert').textContent).toContain('Saved');
    act(() => handle?.dismiss());
    expect(toastItems()).toHaveLength(0);
  });

  it('moves focus to the notifications region on F8', () => {
    renderToaster();
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });

  it('is dismissed by a swipe right of more than 50 px, not by a shorter one', () => {
    renderToaster();
    act(() => void store.toast({ title: 'Compliance check started' }));
    const item = screen.getByRole('listitem');
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerMove(item, { clientX: 140 });
    fireEvent.pointerUp(item, { clientX: 150 });
    expect(toastItems()).toHaveLength(1);
    fireEvent.pointerDown(item, { clientX: 100 });
    fireEvent.pointerMove(item, { clientX: 140 });
    fireEvent.pointerUp(item, { clientX: 151 });
    expect(toastItems()).toHaveLength(0);
  });

  it('closes from its dismiss button', () => {
    renderToaster();
    act(() => void store.toast({ title: 'Form submitted' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(toastItems()).toHaveLength(0);
  });
});
