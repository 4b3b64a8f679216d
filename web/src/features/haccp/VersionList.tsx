import styled from 'styled-components';
import { PlanTable } from '../../components/haccp/PlanTable';
import type { HaccpVersionFieldsFragment } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { Badge } from '../../ui/Badge';
import { Button, ButtonAnchor } from '../../ui/Button';
import { TableScroll } from '../../ui/TableScroll';

type Props = {
  versions: HaccpVersionFieldsFragment[];
  shownId: number;
  canSign: boolean;
  onShow(id: number): void;
  onSign(version: HaccpVersionFieldsFragment): void;
};

/** Every version, newest first: who wrote it, who signed it, which one is in force. */
export function VersionList({ versions, shownId, canSign, onShow, onSign }: Props) {
  return (
    <TableScroll label="Plan versions">
      <PlanTable>
        <thead>
          <tr>
            <th scope="col">Version</th>
            <th scope="col">Written</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {versions.map((version) => (
            <tr key={version.id} aria-current={version.id === shownId ? 'true' : undefined}>
              <td>Version {version.version}</td>
              <td>
                {version.createdBy}, {formatDateTime(version.createdAt)}
              </td>
              <td>
                {version.inForce ? <Badge $tone="success">In force</Badge> : null}{' '}
                {version.signedAt ? `Signed by ${version.signedBy}, ${formatDateTime(version.signedAt)}` : <Badge $tone="warning">Draft</Badge>}
              </td>
              <td>
                <Actions>
                  <Button variant="ghost" size="sm" onClick={() => onShow(version.id)} disabled={version.id === shownId}>
                    {version.id === shownId ? 'Shown' : `Show version ${version.version}`}
                  </Button>
                  {canSign && !version.signedAt ? (
                    <Button size="sm" onClick={() => onSign(version)}>
                      Sign version {version.version}
                    </Button>
                  ) : null}
                  <ButtonAnchor variant="secondary" size="sm" href={`/api/haccp-plan-versions/${version.id}/pdf`} download>
                    Download PDF of version {version.version}
                  </ButtonAnchor>
                </Actions>
              </td>
            </tr>
          ))}
        </tbody>
      </PlanTable>
    </TableScroll>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
