import { type ReactNode, Suspense } from 'react';
import styled from 'styled-components';
import { ScreenErrorBoundary } from '../../../ui/ScreenErrorBoundary';
import { Spinner } from '../../../ui/Spinner';

/** What the spinner announces while a part's code arrives. */
export const PART_LOADING = 'Loading';

/**
 * Around a part of the phone app whose code is fetched when it is first opened (a view, a dialog's
 * form; issue 38: the first load carries the home only): a spinner in its place while it arrives
 * (from the service worker's cache once the app has been opened online), and a message with a way
 * out if it cannot come. `part` names what is shown: another part clears a failure.
 */
export function OnDemand({ part, children }: { part: string; children: ReactNode }) {
  return (
    <ScreenErrorBoundary resetKey={part}>
      <Suspense
        fallback={
          <Waiting>
            <Spinner label={PART_LOADING} />
          </Waiting>
        }
      >
        {children}
      </Suspense>
    </ScreenErrorBoundary>
  );
}

const Waiting = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(8)} 0;
`;
