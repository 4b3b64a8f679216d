import { useLazyQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { VerifyAuditChainDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { Button } from '../../ui/Button';

/** Recomputes the company's audit chain on the server and says whether it holds, and where it breaks. */
export function ChainCheck() {
  const [verify, { data, loading, error }] = useLazyQuery(VerifyAuditChainDocument, { fetchPolicy: 'network-only' });
  const result = data?.verifyAuditChain;
  return (
    <Wrapper>
      <Button variant="secondary" disabled={loading} onClick={() => void verify()}>
        {loading ? 'Verifying...' : 'Verify Audit Chain'}
      </Button>
      <output aria-live="polite">
        {error ? <span role="alert">{errorMessage(error)}</span> : null}
        {result?.valid ? (
          <span>
            Audit chain intact: {result.checkedEvents} events verified. Head #{result.head?.seq} <code>{result.head?.hash}</code>
          </span>
        ) : null}
        {result && !result.valid ? (
          <Broken role="alert">
            Audit chain broken at event {result.firstBrokenEventId} (after {result.checkedEvents} intact events).
          </Broken>
        ) : null}
      </output>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  code { word-break: break-all; }
`;

const Broken = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`;
