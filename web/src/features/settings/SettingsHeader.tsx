import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';

/** SPEC 2.19's title and the two buttons; the form passes them working, the loading screen disabled. */
export function SettingsHeader({ actions }: { actions?: ReactNode }) {
  return (
    <PageHeader
      title="Settings & Presets"
      subtitle="Application settings, temperature presets and mobile features"
      actions={
        actions ?? (
          <>
            <Button variant="secondary" disabled>
              Reset to Defaults
            </Button>
            <Button disabled>Save Changes</Button>
          </>
        )
      }
    />
  );
}
