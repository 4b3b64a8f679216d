import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { type ApiKeyRowFragment, ApiKeysDocument, RevokeApiKeyDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { formatDateTime } from '../../lib/format/date';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { NewApiKeyDialog } from './NewApiKeyDialog';

/** Settings → API Keys, for those the server lets manage them (company administrators); nothing for anyone else. */
export function ApiKeysPanel() {
  return useSession().user?.capabilities.manageApiKeys ? <ApiKeysCard /> : null;
}

/** The keys sensor gateways record readings with: create (secret shown once), list, revoke. */
function ApiKeysCard() {
  const { data, error, loading } = useQuery(ApiKeysDocument);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyRowFragment | null>(null);

  return (
    <Panel aria-labelledby="api-keys-title">
      <CardHeader>
        <CardTitle id="api-keys-title">API Keys</CardTitle>
        <Button onClick={() => setCreating(true)}>Create API Key</Button>
      </CardHeader>
      <CardBody>
        <Intro>
          Sensor gateways send readings with <code>Authorization: Bearer &lt;key&gt;</code>. A key records temperatures at its location (or all locations) and
          can do nothing else.
        </Intro>
        {loading ? <p>Loading API keys...</p> : null}
        {error ? <LoadError title="API keys could not be loaded" error={error} /> : null}
        {data && !data.apiKeys.length ? <EmptyState title="No API keys yet" text="Create one for each sensor gateway." /> : null}
        {data?.apiKeys.length ? (
          <Keys>
            {data.apiKeys.map((key) => (
              <KeyRow key={key.id} aria-label={key.name}>
                <div>
                  <strong>{key.name}</strong> <code>{key.prefix}…</code>
                  <Details>
                    {key.scope} · created by {key.createdByName} on {formatDateTime(key.createdAt)} · last used{' '}
                    {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'never'}
                  </Details>
                </div>
                {key.revokedAt ? (
                  <Badge $tone="neutral">Revoked {formatDateTime(key.revokedAt)}</Badge>
                ) : (
                  <Button variant="destructive" size="sm" onClick={() => setRevoking(key)}>
                    Revoke
                  </Button>
                )}
              </KeyRow>
            ))}
          </Keys>
        ) : null}
      </CardBody>
      <NewApiKeyDialog open={creating} onClose={() => setCreating(false)} />
      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </Panel>
  );
}

function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKeyRowFragment | null; onClose(): void }) {
  const [revokeApiKey, { loading }] = useMutation(RevokeApiKeyDocument);
  const revoke = async (id: number) => {
    try {
      await revokeApiKey({ variables: { id } });
      toast({ title: 'API key revoked', description: 'Its gateway can no longer record readings' });
      onClose();
    } catch (error) {
      toast({ title: 'Revoke failed', description: errorMessage(error), variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open={apiKey !== null}
      onClose={onClose}
      title={`Revoke ${apiKey?.name ?? ''}?`}
      description="The gateway using this key stops recording at once. Its readings are kept. This cannot be undone."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={loading} onClick={() => apiKey && revoke(apiKey.id)}>
            {loading ? 'Revoking...' : 'Revoke Key'}
          </Button>
        </>
      }
    />
  );
}

const Panel = styled(Card)`
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Keys = styled.ul`
  list-style: none;
`;

const KeyRow = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} 0;
  & + & { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const Details = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
