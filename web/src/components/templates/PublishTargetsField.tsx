import { useQuery } from '@apollo/client/react';
import { useField } from 'formik';
import { useId } from 'react';
import styled from 'styled-components';
import { PublishTargetsDocument } from '../../graphql/graphql';
import { FieldError, Label, Select } from '../../ui/Field';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import type { PublicationValues, PublishChoice } from './publication-values';

const CHOICES: { value: PublishChoice; label: string; headOffice: boolean }[] = [
  { value: 'all', label: 'All sites', headOffice: true },
  { value: 'areas', label: 'Chosen areas', headOffice: true },
  { value: 'sites', label: 'Chosen sites', headOffice: true },
  { value: 'site_only', label: 'One site only', headOffice: false },
];

/**
 * Where a checklist or form template applies (issue 35), as a Formik field holding
 * PublicationValues: head office publishes to every site, chosen areas or chosen sites; a site's
 * administrator adds a template of one of their sites alone. The server checks it all again.
 */
export function PublishTargetsField({ name }: { name: string }) {
  const id = useId();
  const [field, meta, helpers] = useField<PublicationValues>(name);
  const { data, loading, error } = useQuery(PublishTargetsDocument);
  if (loading) return <Spinner label="Loading sites" />;
  if (error || !data) return <LoadError title="Could not load the sites to publish to" error={error} />;
  const { areas, sites, canPublishHeadOffice } = data.publishTargets;
  const value = field.value;
  const set = (next: Partial<PublicationValues>) => helpers.setValue({ ...value, ...next });
  const toggle = (list: number[], item: number) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);
  const errors = meta.error as unknown as Partial<Record<keyof PublicationValues, string>> | undefined;
  const shownError = meta.touched || errors ? (errors?.areaIds ?? errors?.locationIds ?? errors?.ownerLocationId) : undefined;
  const choices = CHOICES.filter((choice) => choice.headOffice === canPublishHeadOffice || choice.value === 'site_only');

  return (
    <Group aria-describedby={shownError ? `${id}-error` : undefined}>
      <legend>
        <Label as="span">Publish to</Label>
      </legend>
      {choices.map((choice) => (
        <Option key={choice.value}>
          <input type="radio" name={`${id}-choice`} checked={value.choice === choice.value} onChange={() => set({ choice: choice.value })} /> {choice.label}
        </Option>
      ))}
      {value.choice === 'areas' ? (
        <Targets aria-label="Areas">
          {areas.length === 0 ? <Hint>No areas yet: group your sites into areas under Location Management.</Hint> : null}
          {areas.map((area) => (
            <Option key={area.id}>
              <input type="checkbox" checked={value.areaIds.includes(area.id)} onChange={() => set({ areaIds: toggle(value.areaIds, area.id) })} /> {area.name}{' '}
              <Hint as="span">({area.locationIds.length === 1 ? '1 site' : `${area.locationIds.length} sites`})</Hint>
            </Option>
          ))}
        </Targets>
      ) : null}
      {value.choice === 'sites' ? (
        <Targets aria-label="Sites">
          {sites.map((site) => (
            <Option key={site.id}>
              <input type="checkbox" checked={value.locationIds.includes(site.id)} onChange={() => set({ locationIds: toggle(value.locationIds, site.id) })} />{' '}
              {site.name}
            </Option>
          ))}
        </Targets>
      ) : null}
      {value.choice === 'site_only' ? (
        <Select
          aria-label="Site"
          value={value.ownerLocationId === null ? '' : String(value.ownerLocationId)}
          onChange={(event) => set({ ownerLocationId: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">Choose the site</option>
          {sites.map((site) => (
            <option key={site.id} value={String(site.id)}>
              {site.name}
            </option>
          ))}
        </Select>
      ) : null}
      {shownError ? <FieldError id={`${id}-error`}>{shownError}</FieldError> : null}
    </Group>
  );
}

const Group = styled.fieldset`
  margin: ${({ theme }) => `${theme.space(3)} 0`};
  border: 0;
  padding: 0;
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1.5)};
`;

const Targets = styled.div`
  margin-left: ${({ theme }) => theme.space(6)};
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
