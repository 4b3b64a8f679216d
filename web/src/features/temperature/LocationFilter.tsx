import styled from 'styled-components';
import type { SessionLocation } from '../../lib/session';
import { Button } from '../../ui/Button';

type LocationFilterProps = {
  locations: SessionLocation[];
  /** null: All Locations. */
  value: number | null;
  onChange(locationId: number | null): void;
};

/** SPEC 2.7: All Locations plus one toggle button per location. */
export function LocationFilter({ locations, value, onChange }: LocationFilterProps) {
  const choices = [{ id: null, name: 'All Locations' }, ...locations];
  return (
    <Group role="group" aria-label="Location filter">
      {choices.map((choice) => (
        <Button
          key={choice.id ?? 'all'}
          size="sm"
          variant={choice.id === value ? 'primary' : 'secondary'}
          aria-pressed={choice.id === value}
          onClick={() => onChange(choice.id)}
        >
          {choice.name}
        </Button>
      ))}
    </Group>
  );
}

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;
