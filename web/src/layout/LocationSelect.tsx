import { useId } from 'react';
import styled from 'styled-components';
import { useSelectedLocation } from '../lib/selected-location';
import { visuallyHidden } from '../lib/theme';
import { Select } from '../ui/Field';
import { LocationIcon } from '../ui/icons';

/** SPEC 6: shown only when the user has at least one location; the first is the default. */
export function LocationSelect() {
  const { locations, location, selectLocation } = useSelectedLocation();
  const id = useId();
  if (locations.length === 0) return null;
  return (
    <Wrapper>
      <Pin aria-hidden="true">
        <LocationIcon size={16} />
      </Pin>
      <HiddenLabel htmlFor={id}>Location</HiddenLabel>
      <LocationPicker id={id} value={location ? String(location.id) : ''} onChange={(event) => selectLocation(Number(event.target.value))}>
        {locations.map((l) => (
          <option key={l.id} value={String(l.id)}>
            {l.name}
          </option>
        ))}
      </LocationPicker>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  min-width: 0;
`;

const Pin = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space(3)};
  display: inline-flex;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

const HiddenLabel = styled.label`
  ${visuallyHidden}
`;

const LocationPicker = styled(Select)`
  width: auto;
  min-width: 180px;
  max-width: 260px;
  height: 38px;
  padding-left: ${({ theme }) => theme.space(9)};
  ${({ theme }) => theme.media.mobile} {
    min-width: 0;
    width: 100%;
  }
`;
