import { errorMessage } from '../lib/errors';
import { EmptyState } from './EmptyState';
import { AlertIcon } from './icons';

/** What a screen shows when its data could not be loaded: what failed and the reason. */
export function LoadError({ title, error }: { title: string; error: unknown }) {
  return (
    <div role="alert">
      <EmptyState icon={<AlertIcon />} title={title} text={errorMessage(error)} />
    </div>
  );
}
