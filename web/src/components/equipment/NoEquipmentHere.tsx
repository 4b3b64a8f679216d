import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PlusIcon, ThermometerIcon } from '../../ui/icons';
import { useAddEquipmentDialog } from './useAddEquipmentDialog';

type NoEquipmentHereProps = {
  title: string;
  /** What people who may not add equipment are told (ask an administrator). */
  contactText: string;
  /** The location a new unit goes to at first. */
  locationId?: number | null;
  /** Shown to everyone beside Add Equipment, e.g. a way home. */
  otherAction?: ReactNode;
};

/** A temperature screen without units: administrators add one here; everyone else is told whom to ask. */
export function NoEquipmentHere({ title, contactText, locationId, otherAction }: NoEquipmentHereProps) {
  const { open, dialog } = useAddEquipmentDialog(locationId);
  const add = open ? (
    <Button onClick={open}>
      <PlusIcon size={16} />
      Add Equipment
    </Button>
  ) : null;
  return (
    <>
      <EmptyState
        icon={<ThermometerIcon />}
        title={title}
        text={open ? undefined : contactText}
        action={
          add || otherAction ? (
            <Actions>
              {add}
              {otherAction}
            </Actions>
          ) : undefined
        }
      />
      {dialog}
    </>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
`;
