import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/Button';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { LoadError } from '../../ui/LoadError';
import { MutedText } from '../../ui/RecordCard';
import { Spinner } from '../../ui/Spinner';
import { FoodProcessCard } from './FoodProcessCard';
import { PROCESS_KIND_LABELS } from './time-left';
import { useFoodProcesses } from './useFoodProcesses';

// The start form (formik + yup) is fetched when first asked for: the phone's home screen shows
// this panel, and its first load should not carry a form library it may never use.
const StartProcessDialog = lazy(async () => ({ default: (await import('./StartProcessDialog')).StartProcessDialog }));

/** Finished logs shown beneath the open ones, newest first: the records of the last batches. */
const FINISHED_SHOWN = 5;

type FoodProcessesPanelProps = {
  title: string;
  locationId: number | null | undefined;
  kinds: string[];
  /** The location's units a batch may be in; without it (or with canStart false) there is no Start button. */
  equipment?: { id: number; name: string }[];
  canStart?: boolean;
  showFinished?: boolean;
};

/** Open food processes with their time left, a Start button, and the latest finished records. */
export function FoodProcessesPanel({ title, locationId, kinds, equipment = [], canStart = true, showFinished = true }: FoodProcessesPanelProps) {
  const { open, finished, loading, error, start, record, concern } = useFoodProcesses(locationId, kinds);
  const [starting, setStarting] = useState(false);
  // Once opened the dialog stays mounted, so closing it behaves as it always did.
  const [everStarted, setEverStarted] = useState(false);
  const startLabel = kinds.length === 1 ? `Start ${PROCESS_KIND_LABELS[kinds[0]]} Log` : 'Start Log';
  const titleId = `${title.replaceAll(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader as="div">
        <CardTitle id={titleId}>{title}</CardTitle>
        {canStart ? (
          <Button
            size="sm"
            onClick={() => {
              setEverStarted(true);
              setStarting(true);
            }}
            disabled={!locationId}
          >
            {startLabel}
          </Button>
        ) : null}
      </CardHeader>
      <CardBody>
        {loading && !open.length ? <Spinner label="Loading logs" /> : null}
        {error ? <LoadError title="Failed to load logs" error={error} /> : null}
        {!loading && !error && !open.length ? <MutedText>No open logs.</MutedText> : null}
        {open.map((process) => (
          <FoodProcessCard key={process.id} process={process} onRecord={record} onCheck={concern} />
        ))}
        {showFinished && finished.length ? (
          <section aria-label="Finished logs">
            <MutedText>Finished logs (records)</MutedText>
            {finished.slice(0, FINISHED_SHOWN).map((process) => (
              <FoodProcessCard key={process.id} process={process} onRecord={record} onCheck={concern} />
            ))}
          </section>
        ) : null}
      </CardBody>
      {canStart && everStarted ? (
        <Suspense fallback={null}>
          <StartProcessDialog
            open={starting}
            onClose={() => setStarting(false)}
            kinds={kinds}
            equipment={equipment}
            onStart={({ equipmentId, ...rest }) => start({ ...rest, equipmentId })}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
