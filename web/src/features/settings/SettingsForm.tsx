import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Formik, type FormikProps } from 'formik';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { CompanySettingsDocument, ResetCompanySettingsDocument, UpdateCompanySettingsDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Tabs } from '../../ui/Tabs';
import { PresetsPanel } from './PresetsPanel';
import { PwaFeaturesPanel } from './PwaFeaturesPanel';
import { ResetSettingsDialog } from './ResetSettingsDialog';
import { SettingsReadOnly } from './SettingControls';
import { SettingsHeader } from './SettingsHeader';
import { GeneralPanel, NotificationsPanel, SecurityPanel } from './SettingsPanels';
import { type CompanySettings, type SettingsValues, scaleOf, toFormValues, toSettingsInput } from './settings-form';
import { timezoneOptions } from './settings-options';
import { settingsSchema } from './settings-schema';

/** Which form sections each tab holds, so a refused save opens the tab with the first error. */
const TAB_SECTIONS: [tab: string, sections: (keyof SettingsValues)[]][] = [
  ['general', ['general']],
  ['notifications', ['notifications']],
  ['security', ['security']],
  ['presets', ['presets', 'schedule']],
  ['pwa', ['pwa']],
];

/** Both mutations answer the settings as saved; they replace what the screen loaded. */
const storeSettings = (cache: ApolloCache, settings: CompanySettings | undefined) =>
  settings && cache.writeQuery({ query: CompanySettingsDocument, data: { companySettings: settings } });

/**
 * The settings as a form: Save Changes sends every section whole; Reset to Defaults (after asking)
 * restores SPEC 9's. People who may only read them see every control disabled.
 */
export function SettingsForm({ settings }: { settings: CompanySettings }) {
  const { user, refreshUser } = useSession();
  const canEdit = user?.capabilities.manageSettings === true;
  const [tab, setTab] = useState('general');
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [update] = useMutation(UpdateCompanySettingsDocument, { update: (cache, { data }) => storeSettings(cache, data?.updateCompanySettings) });
  const [reset, { loading: resetting }] = useMutation(ResetCompanySettingsDocument, {
    update: (cache, { data }) => storeSettings(cache, data?.resetCompanySettings),
  });
  const scale = scaleOf(settings);
  const initialValues = useMemo(() => toFormValues(settings), [settings]);
  const schema = useMemo(() => settingsSchema(scale), [scale]);

  // The unit and date format every screen shows come with the user (me): reload it after a change.
  const followChanges = () => refreshUser().catch(() => undefined);

  const save = async (values: SettingsValues) => {
    try {
      await update({ variables: { input: toSettingsInput(values, settings) } });
    } catch (error) {
      toast({ title: 'Failed to save settings', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    toast({ title: 'Settings saved', description: 'Your changes have been saved' });
    await followChanges();
  };

  const restoreDefaults = async () => {
    try {
      await reset();
    } catch (error) {
      toast({ title: 'Failed to reset settings', description: errorMessage(error), variant: 'destructive' });
      return;
    }
    setConfirmingReset(false);
    toast({ title: 'Settings reset', description: 'Every setting is back to its default' });
    await followChanges();
  };

  /** Validates first so a mistake on another tab is shown there; Formik then touches every field and saves if valid. */
  const submit = async (form: FormikProps<SettingsValues>) => {
    const errors = await form.validateForm();
    const withError = TAB_SECTIONS.find(([, sections]) => sections.some((section) => errors[section]));
    if (withError) setTab(withError[0]);
    await form.submitForm();
  };

  return (
    <Formik initialValues={initialValues} enableReinitialize validationSchema={schema} onSubmit={save}>
      {(form) => (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit(form);
          }}
        >
          <SettingsHeader
            actions={
              <>
                <Button variant="secondary" disabled={!canEdit || form.isSubmitting} onClick={() => setConfirmingReset(true)}>
                  Reset to Defaults
                </Button>
                <Button type="submit" disabled={!canEdit || form.isSubmitting}>
                  Save Changes
                </Button>
              </>
            }
          />
          {canEdit ? null : <ReadOnlyNote role="note">Only company administrators can change these settings; you can read them here.</ReadOnlyNote>}
          <SettingsReadOnly.Provider value={!canEdit}>
            <Tabs
              label="Settings"
              value={tab}
              onValueChange={setTab}
              items={[
                { value: 'general', label: 'General', panel: <GeneralPanel timezones={timezoneOptions(settings.general.timezone)} /> },
                { value: 'notifications', label: 'Notifications', panel: <NotificationsPanel /> },
                { value: 'security', label: 'Security', panel: <SecurityPanel /> },
                { value: 'presets', label: 'Presets', panel: <PresetsPanel symbol={`°${scale}`} /> },
                { value: 'pwa', label: 'PWA Features', panel: <PwaFeaturesPanel /> },
              ]}
            />
          </SettingsReadOnly.Provider>
          <ResetSettingsDialog open={confirmingReset} resetting={resetting} onConfirm={restoreDefaults} onClose={() => setConfirmingReset(false)} />
        </form>
      )}
    </Formik>
  );
}

const ReadOnlyNote = styled.p`
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
`;
