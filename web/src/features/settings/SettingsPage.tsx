import { useState } from 'react';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { Tabs } from '../../ui/Tabs';
import { ApiKeysPanel } from './ApiKeysPanel';
import { PresetsPanel } from './PresetsPanel';
import { PwaFeaturesPanel } from './PwaFeaturesPanel';
import { GeneralPanel, NotificationsPanel, SecurityPanel } from './SettingsPanels';
import { DEFAULT_SETTINGS, type SectionName, type Settings, type SettingValue } from './settings-defaults';

/**
 * SPEC 2.19: every input is local state, kept here so edits survive switching tabs. Nothing
 * is saved or enforced; Reset to Defaults and Save Changes have no behaviour yet.
 */
export function SettingsPage() {
  const [settings, setSettings] = useState<Settings>(DEFAULT_SETTINGS);
  const section = (name: SectionName) => ({
    values: settings[name],
    onChange: (key: string, value: SettingValue) => setSettings((s) => ({ ...s, [name]: { ...s[name], [key]: value } })),
  });
  const setAllPwa = (on: boolean) => setSettings((s) => ({ ...s, pwa: Object.fromEntries(Object.keys(s.pwa).map((key) => [key, on])) }));

  return (
    <>
      <PageHeader
        title="Settings & Presets"
        subtitle="Application settings, temperature presets and mobile features"
        actions={
          <>
            <Button variant="secondary">Reset to Defaults</Button>
            <Button>Save Changes</Button>
          </>
        }
      />
      <Tabs
        label="Settings"
        items={[
          { value: 'general', label: 'General', panel: <GeneralPanel {...section('general')} /> },
          { value: 'notifications', label: 'Notifications', panel: <NotificationsPanel {...section('notifications')} /> },
          { value: 'security', label: 'Security', panel: <SecurityPanel {...section('security')} /> },
          { value: 'presets', label: 'Presets', panel: <PresetsPanel presets={section('presets')} schedule={section('schedule')} /> },
          { value: 'pwa', label: 'PWA Features', panel: <PwaFeaturesPanel {...section('pwa')} onSetAll={setAllPwa} /> },
        ]}
      />
      <ApiKeysPanel />
    </>
  );
}
