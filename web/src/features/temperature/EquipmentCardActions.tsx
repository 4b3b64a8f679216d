import { useState } from 'react';
import { EquipmentDialog } from '../../components/equipment/EquipmentDialog';
import { useEquipmentPresets, useRetireEquipment, useUpdateEquipment } from '../../components/equipment/useEquipmentSetup';
import type { EquipmentSetupFragment } from '../../graphql/graphql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { CardActions } from '../../ui/RecordCard';

/** Edit and Retire on a unit's card, for users who manage equipment. Retiring asks first: the unit leaves every live screen. */
export function EquipmentCardActions({ unit }: { unit: EquipmentSetupFragment }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const presets = useEquipmentPresets(editing);
  const save = useUpdateEquipment(unit.id);
  const { retire, retiring } = useRetireEquipment();
  return (
    <CardActions>
      <Button variant="secondary" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${unit.name}`}>
        Edit
      </Button>
      <Button variant="secondary" size="sm" disabled={retiring} onClick={() => setConfirming(true)} aria-label={`Retire ${unit.name}`}>
        Retire
      </Button>
      <EquipmentDialog open={editing} onClose={() => setEditing(false)} locations={[]} presets={presets} unit={unit} onSubmit={save} />
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Retire ${unit.name}?`}
        description="It leaves every screen and takes no more readings. Its readings are kept as records."
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                setConfirming(false);
                void retire(unit);
              }}
            >
              Retire
            </Button>
          </>
        }
      />
    </CardActions>
  );
}
