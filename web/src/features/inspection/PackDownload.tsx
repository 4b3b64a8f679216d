import { type MouseEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { ButtonAnchor } from '../../ui/Button';
import { askForPack, type PackState } from './inspection';

/** How often the page asks again while the pack is being made. */
const PACK_POLL_MS = 1500;

const PROBLEMS: Record<string, string> = {
  failed: 'The pack could not be prepared. Try again.',
  invalid: 'This inspector link is not valid: it may have expired or been revoked.',
  busy: 'Too many requests from this network. Try again in a minute.',
};

/**
 * The due-diligence PDF of the link: the first click asks the server to make it (it is made in the
 * background, never while the request waits), the page shows its progress, then the link downloads it.
 * A click with a modifier (new tab) or without JavaScript follows the link itself.
 */
export function PackDownload({ token, packUrl }: { token: string; packUrl: string }) {
  const [pack, setPack] = useState<PackState>({ status: 'idle' });
  const generating = pack.status === 'generating';
  useEffect(() => {
    if (!generating) return;
    let current = true;
    const timer = setInterval(() => void askForPack(token).then((next) => current && setPack(next)), PACK_POLL_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [generating, token]);

  const prepare = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPack({ status: 'generating', progress: 0 });
    void askForPack(token).then(setPack);
  };

  if (pack.status === 'generating') {
    return (
      <Progress role="status">
        <progress max={100} value={pack.progress} aria-label="Preparing the due-diligence pack" />
        <span>Preparing the due-diligence pack… {pack.progress}%</span>
      </Progress>
    );
  }
  const ready = pack.status === 'ready';
  const problem = pack.status === 'failed' ? PROBLEMS.failed : pack.status === 'unavailable' ? PROBLEMS[pack.reason] : null;
  return (
    <Progress role="status">
      {ready ? <span>The pack is ready.</span> : null}
      {problem ? <span>{problem}</span> : null}
      <ButtonAnchor href={packUrl} download onClick={ready ? undefined : prepare}>
        Download Due-Diligence Pack (PDF)
      </ButtonAnchor>
    </Progress>
  );
}

const Progress = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
