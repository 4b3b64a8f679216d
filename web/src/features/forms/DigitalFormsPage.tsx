import { skipToken, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { FormTemplatesDocument, OfferedFormTemplatesDocument } from '../../graphql/graphql';
import { useSelectedLocation } from '../../lib/selected-location';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Field';
import { FilterIcon, PlusIcon, SearchIcon } from '../../ui/icons';
import { LoadError } from '../../ui/LoadError';
import { PageHeader } from '../../ui/PageHeader';
import { SearchBox } from '../../ui/SearchBox';
import { Spinner } from '../../ui/Spinner';
import { EditFormDialog } from './EditFormDialog';
import { FillFormDialog } from './FillFormDialog';
import { FormTemplateCard } from './FormTemplateCard';
import type { FormTemplate } from './form-values';
import { RecentSubmissions } from './RecentSubmissions';

/** SPEC 2.12, on /forms and /digital-forms, with issue 35's own forms. The templates come from the API, which checks submissions against them. */
export function DigitalFormsPage() {
  const { location } = useSelectedLocation();
  const { data, loading, error } = useQuery(FormTemplatesDocument);
  // Only the forms published at the selected site can be filled in there (the server refuses the others).
  const offered = useQuery(OfferedFormTemplatesDocument, location ? { variables: { locationId: location.id } } : skipToken);
  const offeredIds = new Set((offered.data?.formTemplates ?? []).map((template) => template.id));
  const [filling, setFilling] = useState<FormTemplate | null>(null);
  const [editing, setEditing] = useState<FormTemplate | null>(null);
  const [customOpen, setCustomOpen] = useState(false);

  return (
    <>
      <PageHeader
        title="Digital Forms"
        subtitle="Complete food safety forms and keep a digital record"
        actions={
          <Button onClick={() => setCustomOpen(true)}>
            <PlusIcon size={16} />
            Create Custom Form
          </Button>
        }
      />
      <Toolbar>
        <SearchBox>
          <SearchIcon size={16} />
          {/* SPEC 2.12: the search box is shown but does not filter. */}
          <Input type="search" placeholder="Search forms..." aria-label="Search forms" />
        </SearchBox>
        <Button variant="secondary">
          <FilterIcon size={16} />
          Filter
        </Button>
      </Toolbar>
      {loading ? <Spinner label="Loading forms" /> : null}
      {error ? <LoadError title="Could not load forms" error={error} /> : null}
      <Grid>
        {(data?.formTemplates ?? []).map((template) => (
          <FormTemplateCard
            key={template.id}
            template={template}
            offered={offeredIds.has(template.id)}
            onFill={() => setFilling(template)}
            onEdit={() => setEditing(template)}
          />
        ))}
      </Grid>
      {location ? <RecentSubmissions locationId={location.id} /> : null}
      {filling ? <FillFormDialog template={filling} onClose={() => setFilling(null)} /> : null}
      {editing ? <EditFormDialog template={editing} onClose={() => setEditing(null)} /> : null}
      {/* Issue 35: the custom form builder (SPEC 2.12's "coming soon" dialog until then). */}
      {customOpen ? <EditFormDialog template={null} onClose={() => setCustomOpen(false)} /> : null}
    </>
  );
}

const Toolbar = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;
