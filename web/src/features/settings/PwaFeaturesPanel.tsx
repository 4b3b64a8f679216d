import { useFormikContext } from 'formik';
import { useContext } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { SettingsReadOnly, ToggleSetting } from './SettingControls';
import { SettingsCard } from './SettingsPanels';
import type { SettingsValues } from './settings-form';
import { PWA_FEATURES } from './settings-options';

/** Which workflow buttons branch users see in the mobile app (SPEC 6). */
export function PwaFeaturesPanel() {
  const { setFieldValue } = useFormikContext<SettingsValues>();
  const readOnly = useContext(SettingsReadOnly);
  const setAll = (on: boolean) => void setFieldValue('pwa', Object.fromEntries(PWA_FEATURES.map((feature) => [feature.key, on])));
  return (
    <SettingsCard title="PWA Features">
      <Intro>Branch users get these workflow buttons in the mobile app. Disabled features are hidden there but stay available in the desktop interface.</Intro>
      <Buttons>
        <Button variant="secondary" size="sm" disabled={readOnly} onClick={() => setAll(true)}>
          Enable All
        </Button>
        <Button variant="secondary" size="sm" disabled={readOnly} onClick={() => setAll(false)}>
          Disable All
        </Button>
      </Buttons>
      {PWA_FEATURES.map((feature) => (
        <ToggleSetting key={feature.key} name={`pwa.${feature.key}`} label={feature.label} />
      ))}
    </SettingsCard>
  );
}

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0;
`;
