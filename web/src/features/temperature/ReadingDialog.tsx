import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import type { ReadingUnit } from '../../components/readings/out-of-range';
import { useRecordReadingWithToasts } from '../../components/readings/useRecordReading';
import { temperatureSymbol } from '../../lib/format/temperature';
import { Button } from '../../ui/Button';
import { ConfirmPrompt } from '../../ui/ConfirmPrompt';
import { Dialog } from '../../ui/Dialog';
import { Field, Input } from '../../ui/Field';
import type { ReadingDialogConfig } from './reading-dialogs';

type ReadingDialogProps = {
  config: ReadingDialogConfig;
  equipment: ReadingUnit;
  onClose(): void;
};

/**
 * The Add Reading dialog of every temperature screen. Mount it only while open, so each
 * opening starts with an empty field. SPEC 5: the add button stays disabled while it is empty.
 */
export function ReadingDialog({ config, equipment, onClose }: ReadingDialogProps) {
  const formId = useId();
  const [value, setValue] = useState('');
  const { submit, pending, confirmation } = useRecordReadingWithToasts({ success: () => ({ title: config.successTitle }), failureTitle: config.failureTitle });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (value === '' || pending || confirmation) return;
    if (await submit(config.toInput(equipment.id, value), equipment)) onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={config.title}
      description={config.showEquipmentField ? undefined : equipment.name}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={value === '' || pending || confirmation !== null}>
            {pending ? config.pendingLabel : config.submitLabel}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={onSubmit}>
        {config.showEquipmentField ? (
          // Disabled rather than read-only, so the dialog opens with focus on the temperature.
          <Field label="Equipment">{(control) => <Input {...control} value={equipment.name} disabled />}</Field>
        ) : null}
        <Field label={`Temperature (${temperatureSymbol()})`}>
          {(control) => <Input {...control} type="number" step="0.1" inputMode="decimal" value={value} onChange={(event) => setValue(event.target.value)} />}
        </Field>
        {confirmation ? <ConfirmPrompt question={confirmation.question} confirmLabel="Record it" onAnswer={confirmation.answer} /> : null}
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  margin-top: ${({ theme }) => theme.space(4)};
`;
