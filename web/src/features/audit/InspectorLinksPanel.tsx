import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { InspectorLinksDocument, RevokeInspectorLinkDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { formatDate, formatDateTime } from '../../lib/format/date';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { NewInspectorLinkDialog } from './NewInspectorLinkDialog';

/** Inspector links, for those the server lets manage them; nothing for anyone else. */
export function InspectorLinksPanel() {
  return useSession().user?.capabilities.manageInspectorLinks ? <InspectorLinksCard /> : null;
}

/** Read-only links for a visiting inspector: create (link shown once), list, revoke. */
function InspectorLinksCard() {
  const { data, error, loading } = useQuery(InspectorLinksDocument);
  const [revokeLink] = useMutation(RevokeInspectorLinkDocument);
  const [creating, setCreating] = useState(false);
  const revoke = async (id: number) => {
    try {
      await revokeLink({ variables: { id } });
      toast({ title: 'Inspector link revoked', description: 'It no longer opens anything' });
    } catch (failure) {
      toast({ title: 'Revoke failed', description: errorMessage(failure), variant: 'destructive' });
    }
  };
  return (
    <Panel aria-labelledby="inspector-links-title">
      <CardHeader>
        <CardTitle id="inspector-links-title">Inspector Links</CardTitle>
        <Button onClick={() => setCreating(true)}>Create Inspector Link</Button>
      </CardHeader>
      <CardBody>
        {loading ? <p>Loading inspector links...</p> : null}
        {error ? <LoadError title="Inspector links could not be loaded" error={error} /> : null}
        {data && !data.inspectorLinks.length ? <EmptyState title="No inspector links yet" text="Create one before an inspection visit." /> : null}
        <Links>
          {data?.inspectorLinks.map((link) => {
            const expired = new Date(link.expiresAt).getTime() <= Date.now();
            return (
              <Row key={link.id} aria-label={link.label}>
                <div>
                  <strong>{link.label}</strong>
                  <Details>
                    {link.locationNames.join(', ')} · records {formatDate(link.periodStart)} to{' '}
                    {formatDate(new Date(new Date(link.periodEnd).getTime() - 1).toISOString())} · created by {link.createdByName} · expires{' '}
                    {formatDateTime(link.expiresAt)}
                  </Details>
                </div>
                {link.revokedAt ? <Badge $tone="neutral">Revoked {formatDateTime(link.revokedAt)}</Badge> : null}
                {!link.revokedAt && expired ? <Badge $tone="neutral">Expired</Badge> : null}
                {!link.revokedAt && !expired ? (
                  <Button variant="destructive" size="sm" onClick={() => void revoke(link.id)}>
                    Revoke
                  </Button>
                ) : null}
              </Row>
            );
          })}
        </Links>
      </CardBody>
      <NewInspectorLinkDialog open={creating} onClose={() => setCreating(false)} />
    </Panel>
  );
}

const Panel = styled(Card)`
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Links = styled.ul`
  list-style: none;
`;

const Row = styled.li`
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
