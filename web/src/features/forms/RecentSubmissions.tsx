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
                <Type>{typeLabel(form.type)}</Type>
                <When>Submitted {formatDateTime(form.createdAt)}</When>
                <SubmittedAnswers fields={form.fields} formData={form.formData} />
              </div>
              <Badge $tone={form.status === 'submitted' ? 'success' : 'neutral'}>{form.status}</Badge>
            </Item>
          ))}
        </List>
      </CardBody>
    </Card>
  );
}

const Type = styled.p`
  font-weight: 600;
`;
