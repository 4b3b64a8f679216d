import { lazy, Suspense, useEffect, useRef } from 'react';
import type { ReadingUnit } from '../../components/readings/out-of-range';
import { Button } from '../../ui/Button';

// The form and the recording path (out-of-range confirmation, toasts) load when an entry is first
// opened: every dashboard shows the button, few visits press it.
const ManualReadingForm = lazy(async () => ({ default: (await import('./ManualReadingForm')).ManualReadingForm }));

type ManualReadingEntryProps = {
  equipment: ReadingUnit;
  open: boolean;
  onOpenChange(open: boolean): void;
};

/**
 * SPEC 4/5: a button that becomes an input (in the displayed unit) with Record and Cancel; the value is sent as a float.
 * The answer updates this card (and every other card of the unit) through the cache.
 */
export function ManualReadingEntry({ equipment, open, onOpenChange }: ManualReadingEntryProps) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    // Closing removes the focused input, so give focus back to the button that opened it.
    if (!open && refocus.current) toggleRef.current?.focus();
    refocus.current = false;
  }, [open]);
  const close = () => {
    refocus.current = true;
    onOpenChange(false);
  };

  if (!open) {
    return (
      <Button ref={toggleRef} variant="secondary" size="sm" aria-label={`Manual entry for ${equipment.name}`} onClick={() => onOpenChange(true)}>
        Manual Entry
      </Button>
    );
  }
  return (
    <Suspense fallback={null}>
      <ManualReadingForm equipment={equipment} onDone={close} />
    </Suspense>
  );
}
