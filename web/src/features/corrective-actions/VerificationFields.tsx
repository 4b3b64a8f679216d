import { useField } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import type { CorrectiveActionDetailsQuery } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { formatTemperature, formatTemperatureRange, temperatureSymbol } from '../../lib/format/temperature';
import { FormTextAreaField } from '../../ui/FormTextAreaField';
import { FormTextField } from '../../ui/FormTextField';
import type { VerificationMethod } from './resolve-form';

type Details = CorrectiveActionDetailsQuery['correctiveAction'];
type Requirement = NonNullable<Details['verificationRequirement']>;

/** What the API asks for, in words: the unit's range or the food's reheating target come from the API. */
function needs(requirement: Requirement): string {
  const { kind, minTemperature, maxTemperature } = requirement;
  const override = "or a manager's override with a reason";
  if (kind === 'unit' && minTemperature !== null && maxTemperature !== null) {
    return `A critical action is resolved with a reading of the unit within ${formatTemperatureRange(minTemperature, maxTemperature)}, ${override}.`;
  }
  if (kind === 'process' && minTemperature !== null) {
    return `A critical action is resolved with a probe reading of the food at or above ${formatTemperature(minTemperature)}, ${override}.`;
  }
  return "There is no unit or food to take a reading of: a critical action here is resolved with a manager's override and a reason.";
}

/**
 * The verification part of Mark Complete for a critical temperature or food-process action: the
 * unit's in-range reading since it opened, a reading taken now, or (for managers) an override.
 */
export function VerificationFields({ requirement, existing }: { requirement: Requirement; existing: Details['verificationReading'] }) {
  const hintId = useId();
  const [{ value: method }] = useField<VerificationMethod>('method');
  const canRead = requirement.kind !== 'override';
  return (
    <Fieldset aria-describedby={hintId}>
      <Legend>Verification</Legend>
      <Hint id={hintId}>{needs(requirement)}</Hint>
      <Choices>
        {requirement.kind === 'unit' && existing ? (
          <Choice value="existing" label={`Use the reading of ${formatTemperature(existing.temperature)} at ${formatDateTime(existing.recordedAt)}`} />
        ) : null}
        {canRead ? <Choice value="reading" label="Record a verification reading" /> : null}
        {requirement.canOverride ? <Choice value="override" label="Override with a reason" /> : null}
      </Choices>
      {method === 'reading' ? <FormTextField name="temperature" label={`Verification reading (${temperatureSymbol()})`} type="number" step={0.1} /> : null}
      {method === 'override' ? <FormTextAreaField name="overrideReason" label="Reason for the override" placeholder="Why is no reading needed?" /> : null}
    </Fieldset>
  );
}

function Choice({ value, label }: { value: VerificationMethod; label: string }) {
  const [field] = useField({ name: 'method', type: 'radio', value });
  return (
    <label>
      <input {...field} type="radio" value={value} />
      {label}
    </label>
  );
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.space(1)};
  font-weight: 600;
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;
