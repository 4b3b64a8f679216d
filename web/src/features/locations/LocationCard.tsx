import { useState } from 'react';
import styled from 'styled-components';
import type { ManagedLocationFragment } from '../../graphql/graphql';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Badge } from '../../ui/Badge';
import { Button, ButtonLink } from '../../ui/Button';
import { ClockIcon, LocationIcon, UsersIcon } from '../../ui/icons';
import { CardActions, RecordCard as Item, RecordCardHeader as Top } from '../../ui/RecordCard';
import { EditLocationDialog } from './EditLocationDialog';
import { LocationStatusButton } from './LocationStatusButton';
import { RotaDialog } from './RotaDialog';

type Location = ManagedLocationFragment;

/** One location: name, status, address, opening hours (when set), its time zone, Edit / Deactivate, and staff access. */
export function LocationCard({ location }: { location: Location }) {
  const titleId = `location-${location.id}-name`;
  const hours = openingHours(location.openingTimes);
  const capabilities = useSession().user?.capabilities;
  const [editing, setEditing] = useState(false);
  const [rota, setRota] = useState(false);
  return (
    <Item as="li" aria-labelledby={titleId}>
      <Top>
        <Name id={titleId}>{location.name}</Name>
        <Badge $tone={location.isActive ? 'success' : 'neutral'}>{location.isActive ? 'Active' : 'Inactive'}</Badge>
      </Top>
      {location.address ? (
        <Line>
          <LocationIcon size={16} />
          {location.address}
        </Line>
      ) : null}
      {hours.length > 0 ? (
        <section aria-labelledby={`${titleId}-hours`}>
          <SubHeading id={`${titleId}-hours`}>
            <ClockIcon size={16} />
            Operating Hours
          </SubHeading>
          <Hours>
            {hours.map(([day, time]) => (
              <div key={day}>
                <dt>{day}</dt>
                <dd>{time}</dd>
              </div>
            ))}
          </Hours>
        </section>
      ) : null}
      <Line>
        <LocationIcon size={16} />
        Area: {location.areaName ?? 'no area'}
      </Line>
      <Line>
        <ClockIcon size={16} />
        Time zone: {location.timezone.replaceAll('_', ' ')}
      </Line>
      {capabilities?.administration ? (
        <CardActions>
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${location.name}`}>
            Edit
          </Button>
          <Button variant="secondary" size="sm" onClick={() => setRota(true)} aria-label={`On-duty rota for ${location.name}`}>
            Rota
          </Button>
          {capabilities.changeLocationStatus ? <LocationStatusButton location={location} /> : null}
        </CardActions>
      ) : null}
      <EditLocationDialog location={location} open={editing} onClose={() => setEditing(false)} />
      <RotaDialog location={location} open={rota} onClose={() => setRota(false)} />
      <Footer>
        <Line>
          <UsersIcon size={16} />
          Staff Access
        </Line>
        <ButtonLink to={paths.users} variant="ghost" size="sm" aria-label={`Manage staff access for ${location.name}`}>
          Manage
        </ButtonLink>
      </Footer>
    </Item>
  );
}

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const weekPosition = (day: string) => {
  const index = WEEK.indexOf(day);
  return index === -1 ? WEEK.length : index;
};

/** openingTimes maps day names to hours text; the database keeps no key order, so show the week in order. */
function openingHours(openingTimes: Location['openingTimes']): [string, string][] {
  return Object.entries(openingTimes ?? {})
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .sort(([a], [b]) => weekPosition(a) - weekPosition(b));
}

const Name = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    flex-shrink: 0;
  }
`;

const SubHeading = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Hours = styled.dl`
  display: grid;
  gap: 2px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
