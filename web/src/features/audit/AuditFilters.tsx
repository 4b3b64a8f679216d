import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { AuditEventFiltersDocument } from '../../graphql/graphql';
import { Input, Label, Select } from '../../ui/Field';
import { type AuditFilterValues, recordTypeLabel } from './audit-filter';

/** Person, record type and date range; every change applies at once. */
export function AuditFilters({ values, onChange }: { values: AuditFilterValues; onChange(values: AuditFilterValues): void }) {
  const { data } = useQuery(AuditEventFiltersDocument);
  const set = (key: keyof AuditFilterValues) => (event: { target: { value: string } }) => onChange({ ...values, [key]: event.target.value });
  return (
    <Row aria-label="Filter the audit log">
      <div>
        <Label htmlFor="audit-person">Person</Label>
        <Select id="audit-person" value={values.actorId} onChange={set('actorId')}>
          <option value="">Everyone</option>
          {data?.auditEventFilters.people.map((person) => (
            <option key={person.id} value={String(person.id)}>
              {person.fullName}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="audit-record-type">Record type</Label>
        <Select id="audit-record-type" value={values.entity} onChange={set('entity')}>
          <option value="">All records</option>
          {data?.auditEventFilters.recordTypes.map((type) => (
            <option key={type} value={type}>
              {recordTypeLabel(type)}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <Label htmlFor="audit-from">From</Label>
        <Input id="audit-from" type="date" value={values.from} onChange={set('from')} />
      </div>
      <div>
        <Label htmlFor="audit-to">To</Label>
        <Input id="audit-to" type="date" value={values.to} onChange={set('to')} />
      </div>
    </Row>
  );
}

const Row = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  border: 0;
`;
