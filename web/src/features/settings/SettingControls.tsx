import { useField } from 'formik';
import { createContext, type ReactNode, useContext, useId } from 'react';
import styled from 'styled-components';
import { FieldError, Input, Select, Textarea } from '../../ui/Field';
import { MutedText as Description } from '../../ui/RecordCard';
import { Switch } from '../../ui/Switch';
import type { SettingOption } from './settings-options';

/** True for people who may read the settings but not change them: every control is disabled. */
export const SettingsReadOnly = createContext(false);

type RowProps = { label: string; description?: ReactNode; error?: string; control(id: string, describedBy?: string): ReactNode };

/** A setting: its name and explanation on the left, its control (and any error) on the right. */
function SettingRow({ label, description, error, control }: RowProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Row>
      <div>
        <Name htmlFor={id}>{label}</Name>
        {description ? <Description>{description}</Description> : null}
      </div>
      <div>
        <Control>{control(id, error ? errorId : undefined)}</Control>
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </div>
    </Row>
  );
}

/** A field's error once it was touched or a save was tried (Formik touches every field on submit). */
function useSettingField<T>(name: string) {
  const [field, meta, helpers] = useField<T>(name);
  return { field, helpers, error: meta.touched ? meta.error : undefined, readOnly: useContext(SettingsReadOnly) };
}

type ControlProps = { name: string; label: string; description?: ReactNode };

export function ToggleSetting({ name, ...row }: ControlProps) {
  const { field, helpers, readOnly } = useSettingField<boolean>(name);
  return <SettingRow {...row} control={(id) => <Switch id={id} checked={field.value} disabled={readOnly} onCheckedChange={(on) => helpers.setValue(on)} />} />;
}

/** A switch that shows a value the server decides (not a company setting): never editable here. */
export function ReadOnlyToggle({ checked, ...row }: { label: string; description?: ReactNode; checked: boolean }) {
  return <SettingRow {...row} control={(id) => <Switch id={id} checked={checked} disabled onCheckedChange={() => {}} />} />;
}

/** A list edited one entry per line (IP restriction's allowed networks). */
export function ListSetting({ name, ...row }: ControlProps) {
  const { field, helpers, readOnly } = useSettingField<string[] | null>(name);
  return (
    <SettingRow
      {...row}
      control={(id, describedBy) => (
        <Textarea
          id={id}
          name={name}
          rows={4}
          value={(field.value ?? []).join('\n')}
          disabled={readOnly}
          aria-describedby={describedBy}
          onChange={(event) => helpers.setValue(event.target.value.split('\n'))}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

type NumberInputProps = { name: string; min?: number; max?: number; step?: number; id?: string; 'aria-label'?: string; 'aria-describedby'?: string };

/** A number bound to the form: '' while empty, so "required" can be told from 0. */
export function NumberInput({ name, ...props }: NumberInputProps) {
  const { field, helpers, error, readOnly } = useSettingField<number | ''>(name);
  return (
    <Input
      {...props}
      name={name}
      type="number"
      value={field.value}
      disabled={readOnly}
      aria-invalid={Boolean(error)}
      onChange={(event) => helpers.setValue(event.target.value === '' ? '' : Number(event.target.value))}
      onBlur={field.onBlur}
    />
  );
}

type NumberSettingProps = ControlProps & { min?: number; max?: number; unit?: string };

export function NumberSetting({ name, min, max, unit, ...row }: NumberSettingProps) {
  const { error } = useSettingField<number | ''>(name);
  return (
    <SettingRow
      {...row}
      error={error}
      control={(id, describedBy) => (
        <>
          <NumberInput id={id} name={name} min={min} max={max} aria-describedby={describedBy} />
          {unit ? <Unit>{unit}</Unit> : null}
        </>
      )}
    />
  );
}

export function TimeSetting({ name, ...row }: ControlProps) {
  const { field, error, readOnly } = useSettingField<string>(name);
  return (
    <SettingRow
      {...row}
      error={error}
      control={(id, describedBy) => <Input {...field} id={id} type="time" disabled={readOnly} aria-invalid={Boolean(error)} aria-describedby={describedBy} />}
    />
  );
}

export function SelectSetting({ name, options, ...row }: ControlProps & { options: readonly SettingOption[] }) {
  const { field, error, readOnly } = useSettingField<string>(name);
  return (
    <SettingRow
      {...row}
      error={error}
      control={(id, describedBy) => (
        <Select {...field} id={id} disabled={readOnly} aria-describedby={describedBy}>
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

export const Unit = styled.span`
  min-width: 56px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
