import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { acknowledgedWords } from '../../../components/corrective-actions/acknowledged-words';
import { MobileAcknowledgeAlertDocument, MobileOpenAlertsDocument, type MobileOpenAlertsQuery } from '../../../graphql/graphql';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format/date';
import { toast } from '../../../lib/toasts/toast-store';
import { Button } from '../../../ui/Button';
import { Card, CardBody } from '../../../ui/Card';
import { ButtonRow, List, Muted, RowTitle, SectionTitle } from '../shell/mobile-ui';

type Alert = MobileOpenAlertsQuery['open'][number];

/** A new alert also arrives by push; the panel catches up this often while the home is open. */
const REFRESH_MS = 60_000;

/**
 * Issue 34: the phone's open alerts at its location, each with Acknowledge ("I've got it"), which
 * stops the escalation; an acknowledged one says who has it until it is resolved. Offline (no
 * answer yet) and with none open, the section stays away.
 */
export function MobileAlerts({ locationId }: { locationId?: number }) {
  const { data } = useQuery(MobileOpenAlertsDocument, locationId === undefined ? skipToken : { pollInterval: REFRESH_MS });
  const [acknowledge] = useMutation(MobileAcknowledgeAlertDocument);
  const alerts = data ? alertsAt(data, locationId) : [];
  if (!alerts.length) return null;
  const onAcknowledge = async (id: number) => {
    try {
      await acknowledge({ variables: { id } });
    } catch (failure) {
      toast({ title: 'Failed to acknowledge', description: errorMessage(failure), variant: 'destructive' });
    }
  };
  return (
    <section aria-labelledby="mobile-alerts">
      <SectionTitle id="mobile-alerts">Alerts</SectionTitle>
      <Card as="div">
        <CardBody>
          <List>
            {alerts.map((alert) => (
              <ButtonRow key={alert.id}>
                <div>
                  <RowTitle>{alert.equipmentName ?? alert.type}</RowTitle>
                  <Muted>{alert.description}</Muted>
                  <Muted>Opened {formatDateTime(alert.createdAt)}</Muted>
                  {alert.assigneeName || alert.dueDate ? <Muted>{ownerWords(alert)}</Muted> : null}
                  {alert.acknowledgedAt ? <Muted>{acknowledgedWords(alert)}</Muted> : null}
                </div>
                {alert.canAcknowledge ? (
                  <Button size="sm" aria-label={`Acknowledge: ${alert.equipmentName ?? alert.description}`} onClick={() => void onAcknowledge(alert.id)}>
                    Acknowledge
                  </Button>
                ) : null}
              </ButtonRow>
            ))}
          </List>
        </CardBody>
      </Card>
    </section>
  );
}

/** Issue 36: the owner and due time, all the phone shows of the action's outcome. */
function ownerWords(alert: Alert): string {
  const owner = alert.assigneeName ? `Owner: ${alert.assigneeName}` : 'No owner yet';
  return alert.dueDate ? `${owner} · due ${formatDateTime(alert.dueDate)}` : owner;
}

/** The location's open actions the user may acknowledge, or already acknowledged (who has it), newest first. */
function alertsAt(data: MobileOpenAlertsQuery, locationId: number | undefined): Alert[] {
  return [...data.open, ...data.pending, ...data.inProgress]
    .filter((alert) => alert.locationId === locationId && (alert.canAcknowledge || alert.acknowledgedAt))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
