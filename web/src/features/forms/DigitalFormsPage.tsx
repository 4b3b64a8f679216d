import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { FormTemplatesDocument } from '../../graphql/graphql';
import { useSelectedLocation } from '../../lib/selected-location';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
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

/** SPEC 2.12, on /forms and /digital-forms. The templates come from the API, which checks submissions against them. */
export function DigitalFormsPage() {
  const { location } = useSelectedLocation();
  const { data, loading, error } = useQuery(FormTemplatesDocument);
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
          <FormTemplateCard key={template.id} template={template} onFill={() => setFilling(template)} onEdit={() => setEditing(template)} />
        ))}
      </Grid>
      {location ? <RecentSubmissions locationId={location.id} /> : null}
      {filling ? <FillFormDialog template={filling} onClose={() => setFilling(null)} /> : null}
      {editing ? <EditFormDialog template={editing} onClose={() => setEditing(null)} /> : null}
      <Dialog
        open={customOpen}
        onClose={() => setCustomOpen(false)}
        title="Create Custom Form"
        description="The custom form builder is coming soon."
        footer={<Button onClick={() => setCustomOpen(false)}>Close</Button>}
      />
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
