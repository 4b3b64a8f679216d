import { getIn, useFormikContext } from 'formik';
import styled from 'styled-components';
import { FieldError } from '../../ui/Field';
import { ProcessRulesPanel } from './ProcessRulesPanel';
import { Intro, Table } from './preset-tables';
import { NumberInput, NumberSetting, SelectSetting, TimeSetting, ToggleSetting } from './SettingControls';
import { SettingsCard } from './SettingsPanels';
import type { SettingsValues } from './settings-form';
import { presetLabel, WEEKDAYS } from './settings-options';

/** The preset columns after the equipment type; temperatures are in the company's unit. */
const columns = (symbol: string) =>
  [
    { key: 'minTemp', heading: `Minimum (${symbol})`, label: 'minimum', step: 0.1 },
    { key: 'maxTemp', heading: `Maximum (${symbol})`, label: 'maximum', step: 0.1 },
    { key: 'alertDelayMinutes', heading: 'Alert delay (minutes)', label: 'alert delay', step: 1 },
    { key: 'readingIntervalMinutes', heading: 'Reading interval (minutes)', label: 'reading interval', step: 1 },
  ] as const;

/** Temperature presets (one row per equipment type) and the compliance schedule of SPEC 9. */
export function PresetsPanel({ symbol }: { symbol: string }) {
  const { values, errors, touched } = useFormikContext<SettingsValues>();
  return (
    <Stack>
      <SettingsCard title="Temperature Presets">
        <Intro>
          New equipment starts with its type's range. A sensor may read out of range for the alert delay (a defrost) before it counts; leave the reading
          interval empty when no regular reading is expected.
        </Intro>
        <Table aria-label="Temperature Presets">
          <thead>
            <tr>
              <th scope="col">Equipment</th>
              {columns(symbol).map((column) => (
                <th key={column.key} scope="col">
                  {column.heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {values.presets.map((preset, index) => (
              <tr key={preset.type}>
                <th scope="row">{presetLabel(preset.type)}</th>
                {columns(symbol).map((column) => {
                  const name = `presets.${index}.${column.key}`;
                  const error = getIn(touched, name) ? (getIn(errors, name) as string | undefined) : undefined;
                  const errorId = `${name}-error`;
                  return (
                    <td key={column.key}>
                      <NumberInput
                        name={name}
                        step={column.step}
                        aria-label={`${presetLabel(preset.type)} ${column.label}`}
                        aria-describedby={error ? errorId : undefined}
                      />
                      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </SettingsCard>
      <ProcessRulesPanel symbol={symbol} />
      <SettingsCard title="Compliance Schedule">
        <ToggleSetting name="schedule.autoSchedule" label="Auto-schedule checks" description="Create daily, weekly and monthly checks automatically" />
        <TimeSetting name="schedule.dailyTime" label="Daily check time" />
        <SelectSetting name="schedule.weeklyDay" label="Weekly check day" options={WEEKDAYS} />
        <NumberSetting name="schedule.monthlyDate" label="Monthly check date" description="Day 1 to 28, so it falls in every month" min={1} max={28} />
      </SettingsCard>
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;
