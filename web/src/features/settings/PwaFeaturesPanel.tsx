import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { type SectionProps, ToggleSetting } from './SettingControls';
import { SettingsCard } from './SettingsPanels';
import { PWA_FEATURES } from './settings-defaults';

type PwaFeaturesPanelProps = SectionProps & { onSetAll(on: boolean): void };

/** Which workflow buttons branch users see in the mobile app (SPEC 6, display only). */
export function PwaFeaturesPanel({ onSetAll, ...section }: PwaFeaturesPanelProps) {
  return (
    <SettingsCard title="PWA Features">
      <Intro>Branch users get these workflow buttons in the mobile app. Disabled features are hidden there but stay available in the desktop interface.</Intro>
      <Buttons>
        <Button variant="secondary" size="sm" onClick={() => onSetAll(true)}>
          Enable All
        </Button>
        <Button variant="secondary" size="sm" onClick={() => onSetAll(false)}>
          Disable All
        </Button>
      </Buttons>
      {PWA_FEATURES.map((feature) => (
        <ToggleSetting key={feature.key} {...section} name={feature.key} label={feature.label} />
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
