import { PageHeader } from '../../ui/PageHeader';

export function SettingsPage() {
  return <PageHeader title="Settings & Presets" subtitle="Application settings and temperature presets appear here." />;
}
