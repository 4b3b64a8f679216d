import { useState } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../../lib/theme';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card, CardBody, CardTitle } from '../../../ui/Card';
import { DownloadIcon, EyeIcon, FormIcon } from '../../../ui/icons';
import { Body, List, Muted, ViewHeader } from '../shell/mobile-ui';
import { formCategories, type MobileFormCategory, mobileForms } from './mobile-forms';

type Filter = 'All' | MobileFormCategory;

/** SPEC 2.20 Mobile Digital Forms: display only; View and Fill Out say what production would do. */
export function MobileDigitalForms({ onBack }: { onBack(): void }) {
  const [filter, setFilter] = useState<Filter>('All');
  const forms = filter === 'All' ? mobileForms : mobileForms.filter((form) => form.category === filter);
  const empty = filter === 'All' ? 'No forms available for your location.' : `No ${filter.toLowerCase()} forms available.`;

  return (
    <>
      <ViewHeader title="Digital Forms" backLabel="Back to dashboard" onBack={onBack} />
      <Body>
        <Chips role="group" aria-label="Form categories">
          {(['All', ...formCategories] as Filter[]).map((category) => (
            <Chip key={category} type="button" aria-pressed={filter === category} onClick={() => setFilter(category)}>
              {category === 'All' ? 'All Forms' : category}
            </Chip>
          ))}
        </Chips>
        {forms.length === 0 ? (
          <Empty>{empty}</Empty>
        ) : (
          <List>
            {forms.map((form) => (
              <li key={form.id}>
                <Card as="article">
                  <CardBody>
                    <CardTitle as="h2">{form.name}</CardTitle>
                    <Muted>{form.description}</Muted>
                    <Badges>
                      <Badge $tone="info">{form.category}</Badge>
                      {form.isRequired ? <Badge $tone="danger">Required</Badge> : null}
                    </Badges>
                    <Actions>
                      <Button
                        variant="secondary"
                        aria-label={`View ${form.name}`}
                        onClick={() => window.alert(`In production this would open the "${form.name}" form.`)}
                      >
                        <EyeIcon size={16} />
                        View
                      </Button>
                      <Button
                        aria-label={`Fill Out ${form.name}`}
                        onClick={() => window.alert(`In production this would open the "${form.name}" form for filling out.`)}
                      >
                        <FormIcon size={16} />
                        Fill Out
                      </Button>
                    </Actions>
                  </CardBody>
                </Card>
              </li>
            ))}
          </List>
        )}
        <Card as="div">
          <CardBody>
            <CardTitle as="h2">
              <DownloadIcon size={16} /> Download Templates
            </CardTitle>
            <Muted>Blank copies of every form, for printing when a phone is not to hand.</Muted>
          </CardBody>
        </Card>
      </Body>
    </>
  );
}

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Chip = styled.button`
  flex: none;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  ${focusRing}
`;

const Badges = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

const Empty = styled(Muted)`
  padding: ${({ theme }) => theme.space(6)} 0;
  text-align: center;
`;
