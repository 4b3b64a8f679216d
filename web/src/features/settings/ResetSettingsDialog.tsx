import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

type ResetSettingsDialogProps = { open: boolean; resetting: boolean; onConfirm(): void; onClose(): void };

/** Reset to Defaults touches every tab, so it asks first. */
export function ResetSettingsDialog({ open, resetting, onConfirm, onClose }: ResetSettingsDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Reset to Defaults?"
      description="Every setting on every tab, presets and PWA features included, goes back to its default value. Unsaved changes are lost."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={resetting} onClick={onConfirm}>
            {resetting ? 'Resetting...' : 'Reset to Defaults'}
          </Button>
        </>
      }
    />
  );
}
