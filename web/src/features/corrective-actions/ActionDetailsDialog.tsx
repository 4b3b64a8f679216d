import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { acknowledgedWords } from '../../components/corrective-actions/acknowledged-words';
import { PhotoEvidenceList } from '../../components/photos/PhotoEvidenceList';
import { CorrectiveActionDetailsDocument, type CorrectiveActionDetailsQuery } from '../../graphql/graphql';
import { formatDateTime } from '../../lib/format/date';
import { codeWords, readingSourceLabel } from '../../lib/format/labels';
import { formatTemperature } from '../../lib/format/temperature';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { stepWords, verificationWords } from './action-words';
import { OutcomeSections, SignOffPart } from './outcome/ActionOutcomeSections';

type Details = CorrectiveActionDetailsQuery['correctiveAction'];

/** View Details: the whole record an inspector asks for — what was found, the readings, who was told, and every step since. */
export function ActionDetailsDialog({ actionId, onClose }: { actionId: number; onClose(): void }) {
  const { data, error } = useQuery(CorrectiveActionDetailsDocument, { variables: { id: actionId }, fetchPolicy: 'cache-and-network' });
  const action = data?.correctiveAction;
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Action #${actionId}`}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {action ? <History action={action} /> : error ? <LoadError title="Could not load the action" error={error} /> : <Spinner label="Loading action" />}
    </Dialog>
  );
}

function History({ action }: { action: Details }) {
  // One name per person, though an escalation may reach them by e-mail and SMS; the company webhook is no person.
  const escalatedTo = [...new Set(action.notifications.flatMap((n) => (n.reason === 'escalation' && n.recipient ? [n.recipient.fullName] : [])))];
  return (
    <Sections>
      <Section title="What was found">
        <p>{action.description}</p>
        <Muted>
          {`${codeWords(action.type ?? 'other')} · ${action.severity} · ${action.source === 'automatic' ? 'raised automatically' : 'recorded by a person'} · ${formatDateTime(action.createdAt)}`}
        </Muted>
        <PhotoEvidenceList photos={action.photoEvidence} label="Photo Evidence" />
      </Section>
      {action.equipmentName ? (
        <Section title={`Unit: ${action.equipmentName}`}>
          {action.readings.length ? (
            <List aria-label="Excursion readings">
              {action.readings.map((r) => (
                <li key={r.id}>{`${formatDateTime(r.recordedAt)} — ${formatTemperature(r.temperature)} (${readingSourceLabel(r)})`}</li>
              ))}
            </List>
          ) : null}
          {/* A resolution's own verification (below) replaces the unit's first in-range reading. */}
          {action.type === 'temperature_alert' && !action.verification ? (
            <Muted>
              {action.verificationReading
                ? `Verified: ${formatTemperature(action.verificationReading.temperature)} at ${formatDateTime(action.verificationReading.recordedAt)}`
                : 'Not verified yet: no in-range reading since the action opened'}
            </Muted>
          ) : null}
        </Section>
      ) : null}
      <OutcomeSections action={action} Section={Section} />
      <Section title="Notifications">
        {action.notifications.length ? (
          <List>
            {action.notifications.map((n) => (
              <li key={n.id}>
                {`${n.recipient?.fullName ?? 'Company chat webhook'} — ${n.reason} by ${n.channel}${n.address ? ` to ${n.address}` : ''}: ${n.status}`}
                {n.status === 'sent' ? ` ${formatDateTime(n.sentAt)}` : ` (${n.attempts} attempt(s)${n.error ? `: ${n.error}` : ''})`}
              </li>
            ))}
          </List>
        ) : (
          <Muted>Nobody was notified.</Muted>
        )}
      </Section>
      {action.acknowledgedAt ? (
        <Section title="Acknowledged">
          <p>{acknowledgedWords(action)}</p>
        </Section>
      ) : null}
      {action.escalatedAt ? (
        <Section title="Escalation">
          <p>{`Escalated ${formatDateTime(action.escalatedAt)}${escalatedTo.length ? ` to ${escalatedTo.join(', ')}` : ''}`}</p>
        </Section>
      ) : null}
      <Section title="History">
        <List aria-label="History">
          {action.history.map((step) => (
            <li
              key={`${step.action}-${step.occurredAt}`}
            >{`${formatDateTime(step.occurredAt)} — ${stepWords(step.action, step.actorName)}${step.detail ? ` (${step.detail})` : ''}`}</li>
          ))}
        </List>
      </Section>
      {action.resolvedAt ? (
        <Section title="Resolution">
          <p>{action.resolution}</p>
          <Muted>{`Resolved${action.resolvedByName ? ` by ${action.resolvedByName}` : ''} on ${formatDateTime(action.resolvedAt)}`}</Muted>
          {action.verification ? <p>{verificationWords(action.verification)}</p> : null}
        </Section>
      ) : null}
      <SignOffPart action={action} Section={Section} />
    </Sections>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Heading>{title}</Heading>
      {children}
    </section>
  );
}

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Heading = styled.h3`
  margin-bottom: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding-left: ${({ theme }) => theme.space(4)};
  list-style: disc;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
