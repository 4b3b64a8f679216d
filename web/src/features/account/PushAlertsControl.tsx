import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PushPublicKeyDocument, RemovePushSubscriptionDocument, SavePushSubscriptionDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { currentSubscription, deviceLabel, type PushState, pushState, pushSupported, subscribe } from './push-device';

const STATE_TEXT: Record<PushState, string> = {
  on: 'Alerts are on for this device.',
  off: 'Alerts are off for this device.',
  blocked: 'Alerts are blocked: notifications for this site are turned off in this browser’s settings.',
  unsupported: 'This browser cannot show alerts (not supported).',
};

/** Profile → Alerts: web push on this device. Asks the browser's permission, subscribes with the server's key and saves it. */
export function PushAlertsControl() {
  const client = useApolloClient();
  const [save] = useMutation(SavePushSubscriptionDocument);
  const [remove] = useMutation(RemovePushSubscriptionDocument);
  const [state, setState] = useState<PushState | null>(pushSupported() ? null : 'unsupported');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (pushSupported()) void pushState().then(setState);
  }, []);

  const turnOn = async () => {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') return setState(permission === 'denied' ? 'blocked' : 'off');
    const { data } = await client.query({ query: PushPublicKeyDocument, fetchPolicy: 'network-only' });
    if (!data) throw new Error('The server’s push key could not be loaded');
    const device = await subscribe(data.pushPublicKey);
    await save({ variables: { input: { ...device, label: deviceLabel(navigator.userAgent) } } });
    setState('on');
  };
  const turnOff = async () => {
    const subscription = await currentSubscription();
    if (subscription) {
      await remove({ variables: { endpoint: subscription.endpoint } });
      await subscription.unsubscribe();
    }
    setState('off');
  };
  const run = (change: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await change();
    } catch (failure) {
      toast({ title: 'Alerts on this device not changed', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  if (state === null) return null;
  return (
    <Device aria-label="Alerts on this device">
      <p role="status">{STATE_TEXT[state]}</p>
      {state === 'off' ? (
        <Button type="button" disabled={busy} onClick={run(turnOn)}>
          Turn on alerts on this device
        </Button>
      ) : null}
      {state === 'on' ? (
        <Button type="button" variant="secondary" disabled={busy} onClick={run(turnOff)}>
          Turn off alerts on this device
        </Button>
      ) : null}
    </Device>
  );
}

const Device = styled.section`
  margin-top: ${({ theme }) => theme.space(4)};
`;
