import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import { Input, Select } from '../../ui/Field';
import { MutedText as Description } from '../../ui/RecordCard';
import { Switch } from '../../ui/Switch';
import type { SettingsSection, SettingValue } from './settings-defaults';

/** The props every control gets: its section's values and how to change one of them. */
export type SectionProps = { values: SettingsSection; onChange(key: string, value: SettingValue): void };

type RowProps = { label: string; description?: ReactNode; control(id: string): ReactNode };

/** A setting: its name and explanation on the left, its control on the right. */
function SettingRow({ label, description, control }: RowProps) {
  const id = useId();
  return (
    <Row>
      <div>
        <Name htmlFor={id}>{label}</Name>
        {description ? <Description>{description}</Description> : null}
      </div>
      <Control>{control(id)}</Control>
    </Row>
  );
}

type ControlProps = SectionProps & { name: string; label: string; description?: ReactNode };

export function ToggleSetting({ values, onChange, name, ...row }: ControlProps) {
  return <SettingRow {...row} control={(id) => <Switch id={id} checked={values[name] === true} onCheckedChange={(on) => onChange(name, on)} />} />;
}

type InputSettingProps = ControlProps & { type?: 'number' | 'time'; min?: number; max?: number; step?: number; unit?: string };

export function InputSetting({ values, onChange, name, type = 'number', min, max, step, unit, ...row }: InputSettingProps) {
  return (
    <SettingRow
      {...row}
      control={(id) => (
        <>
          <Input id={id} type={type} min={min} max={max} step={step} value={String(values[name] ?? '')} onChange={(e) => onChange(name, e.target.value)} />
          {unit ? <Unit>{unit}</Unit> : null}
        </>
      )}
    />
  );
}

type SelectSettingProps = ControlProps & { options: readonly { value: string; label: string }[] };

export function SelectSetting({ values, onChange, name, options, ...row }: SelectSettingProps) {
  return (
    <SettingRow
      {...row}
      control={(id) => (
        <Select id={id} value={String(values[name] ?? '')} onChange={(e) => onChange(name, e.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    />
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Name = styled.label`
  font-weight: 500;
`;

const Control = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  & > input,
  & > select {
    width: 180px;
  }
`;

const Unit = styled.span`
  min-width: 56px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
