import { skipToken, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { RequiredFormsDueDocument } from '../../../graphql/graphql';
import { Badge } from '../../../ui/Badge';
import { FormIcon } from '../../../ui/icons';
import { CardButton, List, Muted, SectionTitle } from '../shell/mobile-ui';

type DueFormsProps = { locationId?: number; onFillOut(type: string): void };

/** The required forms nobody has filled in at this location yet today (the API decides which, in the location's day). */
export function DueForms({ locationId, onFillOut }: DueFormsProps) {
  const { data } = useQuery(RequiredFormsDueDocument, locationId ? { variables: { locationId }, fetchPolicy: 'cache-and-network' } : skipToken);
  const due = data?.requiredFormsDue ?? [];
  if (due.length === 0) return null;
  return (
    <section aria-labelledby="forms-due">
      <SectionTitle id="forms-due">Forms Due Today</SectionTitle>
      <List>
        {due.map((form) => (
          <li key={form.type}>
            <CardButton type="button" aria-label={`Fill Out ${form.name}`} onClick={() => onFillOut(form.type)}>
              <Row>
                <FormIcon size={16} />
                <strong>{form.name}</strong>
                <Badge $tone="danger">Required</Badge>
              </Row>
              <Muted>Not filled in yet today</Muted>
            </CardButton>
          </li>
        ))}
      </List>
    </section>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  strong {
    flex: 1;
  }
`;
