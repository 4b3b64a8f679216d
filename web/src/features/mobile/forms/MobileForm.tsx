import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { FormFields } from '../../../components/forms/FormFields';
import { type FormValues, missingFieldsNotice, missingRequiredLabels, outOfRangeNotice } from '../../../components/forms/form-answers';
import { useSelectedLocation } from '../../../lib/selected-location';
import { toast } from '../../../lib/toasts/toast-store';
import { Button } from '../../../ui/Button';
import { Card, CardBody } from '../../../ui/Card';
import { useSendOrKeepWithNotice } from '../outbox/useOutbox';
import { Body, Muted, ViewHeader } from '../shell/mobile-ui';
import { formOutbox, serverAnswerFor } from './form-outbox';
import type { MobileFormTemplate } from './mobile-forms';

type MobileFormProps = { template: MobileFormTemplate; readOnly: boolean; onFillOut(): void; onDone(): void };

/** One form with the company's current fields: checked as on the desktop, then sent or kept on the phone. */
export function MobileForm({ template, readOnly, onFillOut, onDone }: MobileFormProps) {
  const formId = useId();
  const { location } = useSelectedLocation();
  const [values, setValues] = useState<FormValues>({});
  // One id for this filled-in form: a second tap or a retry after a lost answer stores it once.
  const [clientId] = useState(() => crypto.randomUUID());
  const { send: submit, sending: submitting } = useSendOrKeepWithNotice(formOutbox, 'Error submitting form');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    const missing = missingRequiredLabels(template.fields, values);
    if (missing.length > 0) {
      toast(missingFieldsNotice(missing));
      return;
    }
    if (!location) {
      toast({ title: 'No location selected', variant: 'destructive' });
      return;
    }
    const outcome = await submit({
      clientId,
      type: template.type,
      formName: template.name,
      locationId: location.id,
      formData: values,
      filledAt: new Date().toISOString(),
    });
    if (outcome === 'failed') return;
    if (outcome === 'queued') toast({ title: 'Saved on this phone', description: 'The form will be sent when you are back online.' });
    else {
      // Issue 35: a number out of range (and the action it opened) is the notice that stays.
      const answer = serverAnswerFor(clientId);
      toast((answer && outOfRangeNotice(answer)) || { title: 'Form submitted successfully', description: 'Your digital form has been recorded' });
    }
    onDone();
  };

  return (
    <>
      <ViewHeader title={template.name} backLabel="Back to digital forms" onBack={onDone}>
        <Muted>{template.description}</Muted>
      </ViewHeader>
      <Body>
        <Card as="div">
          <CardBody>
            <FormFields
              id={formId}
              fields={template.fields}
              values={values}
              readOnly={readOnly}
              onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
              onSubmit={onSubmit}
            />
          </CardBody>
        </Card>
        <Actions>
          {readOnly ? (
            <Button onClick={onFillOut}>Fill Out</Button>
          ) : (
            <Button type="submit" form={formId} disabled={submitting}>
              {submitting ? 'Submitting...' : 'Submit Form'}
            </Button>
          )}
        </Actions>
      </Body>
    </>
  );
}

const Actions = styled.div`
  display: grid;
  margin-top: ${({ theme }) => theme.space(3)};
`;
