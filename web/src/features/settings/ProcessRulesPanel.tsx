import { getIn, useFormikContext } from 'formik';
import { PROCESS_KIND_LABELS } from '../../components/food-processes/time-left';
import { FieldError } from '../../ui/Field';
import { Intro, Table } from './preset-tables';
import { NumberInput } from './SettingControls';
import { SettingsCard } from './SettingsPanels';
import type { SettingsValues } from './settings-form';

/** The columns of a stage; temperatures are in the company's unit. */
const columns = (symbol: string) =>
  [
    { key: 'targetC', heading: `Target (${symbol})`, label: 'target', step: 0.1 },
    { key: 'withinMinutes', heading: 'Within (minutes from start)', label: 'minutes', step: 1 },
    { key: 'holdC', heading: `Or held at (${symbol})`, label: 'hold temperature', step: 0.1 },
    { key: 'holdMinutes', heading: 'Held for (minutes)', label: 'hold minutes', step: 1 },
  ] as const;

/** Issue 16: the stages cooling, cooking and reheating logs must pass, with their deadlines. */
export function ProcessRulesPanel({ symbol }: { symbol: string }) {
  const { values, errors, touched } = useFormikContext<SettingsValues>();
  return (
    <SettingsCard title="Food Process Rules">
      <Intro>
        Cooling must reach each target (at or below) within its minutes of the start; cooking and reheating must reach the core target, or stay at the hold
        temperature for the hold minutes. A log keeps the rules it started with.
      </Intro>
      <Table aria-label="Food Process Rules">
        <thead>
          <tr>
            <th scope="col">Process</th>
            {columns(symbol).map((column) => (
              <th key={column.key} scope="col">
                {column.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {values.processRules.flatMap((rule, ruleIndex) =>
            rule.stages.map((_, stageIndex) => {
              const name = `${PROCESS_KIND_LABELS[rule.kind] ?? rule.kind} stage ${stageIndex + 1}`;
              return (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  {columns(symbol).map((column) => {
                    const field = `processRules.${ruleIndex}.stages.${stageIndex}.${column.key}`;
                    const error = getIn(touched, field) ? (getIn(errors, field) as string | undefined) : undefined;
                    return (
                      <td key={column.key}>
                        <NumberInput
                          name={field}
                          step={column.step}
                          aria-label={`${name} ${column.label}`}
                          aria-describedby={error ? `${field}-error` : undefined}
                        />
                        {error ? <FieldError id={`${field}-error`}>{error}</FieldError> : null}
                      </td>
                    );
                  })}
                </tr>
              );
            }),
          )}
        </tbody>
      </Table>
    </SettingsCard>
  );
}
