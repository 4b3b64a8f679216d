import { skipToken, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { MobileFormTemplatesDocument } from '../../../graphql/graphql';
import { useSelectedLocation } from '../../../lib/selected-location';
import { focusRing } from '../../../lib/theme';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card, CardBody, CardTitle } from '../../../ui/Card';
import { DownloadIcon, EyeIcon, FormIcon } from '../../../ui/icons';
import { LoadError } from '../../../ui/LoadError';
import { Spinner } from '../../../ui/Spinner';
import { Body, List, Muted, ViewHeader } from '../shell/mobile-ui';
import { MobileForm } from './MobileForm';
import { formCategories, type MobileFormCategory, phoneCategory } from './mobile-forms';

type Filter = 'All' | MobileFormCategory;
type Opened = { type: string; readOnly: boolean };

type MobileDigitalFormsProps = { onBack(): void /** A form to open for filling out at once (a due form on the home). */; fillOut?: string | null };

/** SPEC 2.20 Mobile Digital Forms: the company's current forms; View shows one, Fill Out fills it in (online or offline). */
export function MobileDigitalForms({ onBack, fillOut = null }: MobileDigitalFormsProps) {
  // Cache first: once loaded, the forms offered here open and fill in without a connection.
  const { location } = useSelectedLocation();
  const { data, loading, error } = useQuery(MobileFormTemplatesDocument, location ? { variables: { locationId: location.id } } : skipToken);
  const [filter, setFilter] = useState<Filter>('All');
  const [opened, setOpened] = useState<Opened | null>(fillOut ? { type: fillOut, readOnly: false } : null);
  const templates = data?.formTemplates ?? [];
  const chosen = opened && templates.find((template) => template.type === opened.type);
  if (chosen && opened) {
    return (
      <MobileForm
        key={`${chosen.type}:${opened.readOnly}`}
        template={chosen}
        readOnly={opened.readOnly}
        onFillOut={() => setOpened({ type: chosen.type, readOnly: false })}
        onDone={() => setOpened(null)}
      />
    );
  }

  const forms = filter === 'All' ? templates : templates.filter((form) => phoneCategory(form) === filter);
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
        {loading && !data ? (
          <Spinner label="Loading forms" />
        ) : error && !data ? (
          <LoadError title="Failed to load forms" error={error} />
        ) : forms.length === 0 ? (
          <Empty>{empty}</Empty>
        ) : (
          <List>
            {forms.map((form) => (
              <li key={form.type}>
                <Card as="article">
                  <CardBody>
                    <CardTitle as="h2">{form.name}</CardTitle>
                    <Muted>{form.description}</Muted>
                    <Badges>
                      <Badge $tone="info">{phoneCategory(form)}</Badge>
                      {form.isRequired ? <Badge $tone="danger">Required</Badge> : null}
                    </Badges>
                    <Actions>
                      <Button variant="secondary" aria-label={`View ${form.name}`} onClick={() => setOpened({ type: form.type, readOnly: true })}>
                        <EyeIcon size={16} />
                        View
                      </Button>
                      <Button aria-label={`Fill Out ${form.name}`} onClick={() => setOpened({ type: form.type, readOnly: false })}>
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
            <Muted>Blank copies for printing cannot be downloaded yet.</Muted>
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
