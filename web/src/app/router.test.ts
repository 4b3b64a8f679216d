import { describe, expect, it, vi } from 'vitest';
import { preloadScreens } from './router';

// Which screen modules were imported: each mock's factory runs when its module is first loaded.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('../layout/AppShell', () => {
  loaded.add('AppShell');
  return { AppShell: () => null };
});
vi.mock('../features/dashboard/DashboardPage', () => {
  loaded.add('DashboardPage');
  return { DashboardPage: () => null };
});
vi.mock('../features/mobile/MobileAppPage', () => {
  loaded.add('MobileAppPage');
  return { MobileAppPage: () => null };
});

describe('preloadScreens (the first screen fetched alongside the session query)', () => {
  it('starts the desktop shell and the dashboard for /, and nothing else', async () => {
    preloadScreens('/');
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['AppShell', 'DashboardPage']));
  });

  it('starts the phone app for /mobile', async () => {
    preloadScreens('/mobile');
    await vi.waitFor(() => expect(loaded.has('MobileAppPage')).toBe(true));
  });
});
