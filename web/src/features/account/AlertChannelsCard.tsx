import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { MyAlertChannelsDocument, UpdateMyAlertChannelsDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Input, Label } from '../../ui/Field';
import { LoadError } from '../../ui/LoadError';

/** Profile → Alerts: how alerts reach me: e-mail, and SMS to my mobile (which the server checks is E.164); an administrator's daily summary. */
export function AlertChannelsCard() {
  const { data, error } = useQuery(MyAlertChannelsDocument);
  const [save, { loading: saving }] = useMutation(UpdateMyAlertChannelsDocument);
  const [mobilePhone, setMobilePhone] = useState('');
  const [email, setEmail] = useState(true);
  const [sms, setSms] = useState(false);
  const [dailySummary, setDailySummary] = useState(false);
  const mine = data?.myAlertChannels;
  useEffect(() => {
    if (!mine) return;
    setMobilePhone(mine.mobilePhone ?? '');
    setEmail(mine.email);
    setSms(mine.sms);
    setDailySummary(mine.dailySummary);
  }, [mine]);
  if (error) return <LoadError title="Alert channels could not be loaded" error={error} />;
  if (!mine) return <p>Loading...</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({
        variables: {
          input: {
            mobilePhone: mobilePhone.trim() || null,
            email,
            sms: sms && Boolean(mobilePhone.trim()),
            // Only administrators may choose it; for others it is left out (the server keeps it off).
            ...(mine.dailySummaryAvailable ? { dailySummary } : {}),
          },
        },
        // No id to normalise by: the saved channels (the number as the server wrote it) replace the query's.
        update: (cache, { data }) => {
          if (data) cache.writeQuery({ query: MyAlertChannelsDocument, data: { myAlertChannels: data.updateMyAlertChannels } });
        },
      });
      toast({ title: 'Alert channels saved' });
    } catch (failure) {
      toast({ title: 'Alert channels not saved', description: errorMessage(failure), variant: 'destructive' });
    }
  };

  return (
    <form noValidate aria-label="Alerts" onSubmit={submit}>
      <Check>
        <input type="checkbox" checked={email} onChange={(event) => setEmail(event.target.checked)} /> E-mail me alerts
      </Check>
      {mine.smsAvailable ? (
        <>
          <Label htmlFor="alert-mobile">Mobile number</Label>
          <Input
            id="alert-mobile"
            type="tel"
            autoComplete="tel"
            placeholder="+447700900123"
            value={mobilePhone}
            onChange={(event) => setMobilePhone(event.target.value)}
          />
          <Check>
            <input
              type="checkbox"
              checked={sms && Boolean(mobilePhone.trim())}
              disabled={!mobilePhone.trim()}
              onChange={(event) => setSms(event.target.checked)}
            />{' '}
            Text me alerts (SMS)
          </Check>
          <Hint>In international form, e.g. +447700900123. Your company chooses which alerts page by SMS.</Hint>
        </>
      ) : null}
      {mine.dailySummaryAvailable ? (
        <>
          <Check>
            <input type="checkbox" checked={dailySummary} onChange={(event) => setDailySummary(event.target.checked)} /> E-mail me a daily summary
          </Check>
          <Hint>Yesterday's excursions, overdue checks, open actions and the audit chain's head, once a day. It includes the daily audit anchor.</Hint>
        </>
      ) : null}
      <Button type="submit" disabled={saving} style={{ marginTop: 16 }}>
        {saving ? 'Saving...' : 'Save Alert Channels'}
      </Button>
    </form>
  );
}

const Check = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin: ${({ theme }) => theme.space(3)} 0;
`;

const Hint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
