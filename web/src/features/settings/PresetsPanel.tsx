import styled from 'styled-components';
import { TEMPERATURE_UNIT } from '../../lib/format/temperature';
import { InputSetting, type SectionProps, SelectSetting, ToggleSetting } from './SettingControls';
import { SettingsCard } from './SettingsPanels';
import { MONTHLY_DATE_RANGE, WEEKDAYS } from './settings-defaults';

const PRESETS = [
  { key: 'fridge', label: 'Fridge' },
  { key: 'freezer', label: 'Freezer' },
  { key: 'hotHold', label: 'Hot hold' },
  { key: 'cooking', label: 'Cooking' },
] as const;

type PresetsPanelProps = { presets: SectionProps; schedule: SectionProps };

/** Temperature presets (°C) and the compliance schedule of SPEC 9. */
export function PresetsPanel({ presets, schedule }: PresetsPanelProps) {
  return (
    <Stack>
      <SettingsCard title="Temperature Presets">
        {PRESETS.map((preset) => (
          <Pair key={preset.key}>
            <InputSetting {...presets} name={`${preset.key}Min`} label={`${preset.label} minimum`} step={0.1} unit={TEMPERATURE_UNIT} />
            <InputSetting {...presets} name={`${preset.key}Max`} label={`${preset.label} maximum`} step={0.1} unit={TEMPERATURE_UNIT} />
          </Pair>
        ))}
      </SettingsCard>
      <SettingsCard title="Compliance Schedule">
        <ToggleSetting {...schedule} name="autoSchedule" label="Auto-schedule checks" description="Create daily, weekly and monthly checks automatically" />
        <InputSetting {...schedule} name="dailyTime" type="time" label="Daily check time" />
        <SelectSetting {...schedule} name="weeklyDay" label="Weekly check day" options={WEEKDAYS} />
        <InputSetting
          {...schedule}
          name="monthlyDate"
          label="Monthly check date"
          description="Day 1 to 28, so it falls in every month"
          min={MONTHLY_DATE_RANGE.min}
          max={MONTHLY_DATE_RANGE.max}
        />
      </SettingsCard>
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

const Pair = styled.div`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
