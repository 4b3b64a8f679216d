import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { AlertChannelSettingsDocument, type AlertChannelSettingsFieldsFragment, UpdateAlertChannelSettingsDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { Input, Label, Select } from '../../ui/Field';
import { LoadError } from '../../ui/LoadError';

const SEVERITIES = ['low', 'medium', 'high', 'critical'];
const FORMATS = [
  { value: 'json', label: 'Generic JSON' },
  { value: 'slack', label: 'Slack-compatible' },
  { value: 'teams', label: 'Teams-compatible (MessageCard)' },
];

/** Settings → Alert Channels, for company administrators: channel defaults, who is paged by SMS, the chat webhook. */
export function AlertChannelsPanel() {
  return useSession().user?.capabilities.manageSettings ? <AlertChannelsCard /> : null;
}

function AlertChannelsCard() {
  const { data, error } = useQuery(AlertChannelSettingsDocument);
  return (
    <Panel aria-labelledby="alert-channels-title">
      <CardHeader>
        <CardTitle id="alert-channels-title">Alert Channels</CardTitle>
      </CardHeader>
      <CardBody>
        {error ? <LoadError title="Alert channels could not be loaded" error={error} /> : null}
        {data ? <AlertChannelsForm saved={data.alertChannelSettings} /> : error ? null : <p>Loading...</p>}
      </CardBody>
    </Panel>
  );
}

function AlertChannelsForm({ saved }: { saved: AlertChannelSettingsFieldsFragment }) {
  const [save, { loading: saving }] = useMutation(UpdateAlertChannelSettingsDocument);
  const [values, setValues] = useState({ ...saved, webhookUrl: saved.webhookUrl ?? '', webhookSecret: '' });
  useEffect(() => setValues({ ...saved, webhookUrl: saved.webhookUrl ?? '', webhookSecret: '' }), [saved]);
  const set = (change: Partial<typeof values>) => setValues((current) => ({ ...current, ...change }));
  const toggleSeverity = (severity: string, on: boolean) =>
    set({ smsSeverities: SEVERITIES.filter((s) => (s === severity ? on : values.smsSeverities.includes(s))) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { emailByDefault, smsByDefault, smsSeverities, webhookUrl, webhookSecret, webhookFormat } = values;
    try {
      await save({
        variables: {
          input: { emailByDefault, smsByDefault, smsSeverities, webhookUrl: webhookUrl.trim() || null, webhookSecret: webhookSecret || null, webhookFormat },
        },
        // The settings have no id to be normalised by: the saved ones replace the query's, and the form shows them (the secret emptied).
        update: (cache, { data }) => {
          if (data) cache.writeQuery({ query: AlertChannelSettingsDocument, data: { alertChannelSettings: data.updateAlertChannelSettings } });
        },
      });
      toast({ title: 'Alert channels saved' });
    } catch (failure) {
      toast({ title: 'Alert channels not saved', description: errorMessage(failure), variant: 'destructive' });
    }
  };

  return (
    <form noValidate aria-label="Alert channels" onSubmit={submit}>
      <Check>
        <input type="checkbox" checked={values.emailByDefault} onChange={(e) => set({ emailByDefault: e.target.checked })} /> E-mail alerts unless a person
        turns them off
      </Check>
      <Check>
        <input type="checkbox" checked={values.smsByDefault} onChange={(e) => set({ smsByDefault: e.target.checked })} /> SMS alerts for people with a mobile
        number unless they turn them off
      </Check>
      {saved.smsAvailable ? null : <Hint>This server has no SMS provider configured, so no SMS is sent.</Hint>}
      <fieldset>
        <legend>Severities that page by SMS</legend>
        {SEVERITIES.map((severity) => (
          <Check key={severity}>
            <input type="checkbox" checked={values.smsSeverities.includes(severity)} onChange={(e) => toggleSeverity(severity, e.target.checked)} />{' '}
            {severity.charAt(0).toUpperCase() + severity.slice(1)}
          </Check>
        ))}
      </fieldset>
      <Label htmlFor="webhook-url">Chat webhook URL</Label>
      <Input
        id="webhook-url"
        type="url"
        placeholder="https://hooks.slack.com/services/…"
        value={values.webhookUrl}
        onChange={(e) => set({ webhookUrl: e.target.value })}
      />
      <Label htmlFor="webhook-secret">Webhook signing secret</Label>
      <Input
        id="webhook-secret"
        type="password"
        autoComplete="new-password"
        placeholder={saved.webhookSecretSet ? 'Saved; leave empty to keep it' : 'At least 16 characters'}
        value={values.webhookSecret}
        onChange={(e) => set({ webhookSecret: e.target.value })}
      />
      <Label htmlFor="webhook-format">Webhook body format</Label>
      <Select id="webhook-format" value={values.webhookFormat} onChange={(e) => set({ webhookFormat: e.target.value })}>
        {FORMATS.map((format) => (
          <option key={format.value} value={format.value}>
            {format.label}
          </option>
        ))}
      </Select>
      <Hint>Each alert is POSTed once, signed: X-FSM-Signature is sha256= and the HMAC-SHA256 of "timestamp.body" with the secret.</Hint>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Save Alert Channels'}
      </Button>
    </form>
  );
}

const Panel = styled(Card)`
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin: ${({ theme }) => theme.space(2)} 0;
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
