import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { RecentDigitalFormsDocument } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { typeLabel } from '../../lib/format/labels';
import { Badge } from '../../ui/Badge';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { ListRow as Item, PlainList as List, MutedText as When } from '../../ui/RecordCard';
import { SubmittedAnswers } from './SubmittedAnswers';

/** SPEC 2.12: the 5 newest forms at the selected location; hidden until there is one. */
export function RecentSubmissions({ locationId }: { locationId: number }) {
  const { data } = useQuery(RecentDigitalFormsDocument, { variables: { locationId } });
  const forms = data?.digitalForms ?? [];
  if (forms.length === 0) return null;
  return (
    <Card aria-labelledby="recent-submissions">
      <CardHeader>
        <CardTitle id="recent-submissions">Recent Submissions</CardTitle>
      </CardHeader>
      <CardBody>
        <List>
          {forms.map((form) => (
            <Item key={form.id}>
              <div>
                {/* SPEC 2.12 prints a built-in form's type (FITNESS TO WORK); a company's own form shows its name. */}
                <Type>{form.type.startsWith('custom_') ? form.formName : typeLabel(form.type)}</Type>
                <When>
                  Submitted {formatDateTime(form.createdAt)} · Version {form.templateVersion}
                </When>
                {form.outOfRange.length ? <OutOfRange>Out of range: {outOfRangeLabels(form)}</OutOfRange> : null}
                <SubmittedAnswers fields={form.fields} formData={form.formData} photos={form.photoEvidence} />
              </div>
              <Badge $tone={form.status === 'submitted' ? 'success' : 'neutral'}>{form.status}</Badge>
            </Item>
          ))}
        </List>
      </CardBody>
    </Card>
  );
}

const outOfRangeLabels = (form: { outOfRange: string[]; fields: { name: string; label: string }[] }) =>
  form.outOfRange.map((name) => form.fields.find((field) => field.name === name)?.label ?? name).join(', ');

const OutOfRange = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

const Type = styled.p`
  font-weight: 600;
`;
