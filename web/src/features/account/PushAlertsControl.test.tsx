import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PushPublicKeyDocument, RemovePushSubscriptionDocument, SavePushSubscriptionDocument } from '../../graphql/graphql';
import { fakeSession } from '../../test/fake-session';
import { Providers } from '../../test/render';
import { PushAlertsControl } from './PushAlertsControl';
import { deviceLabel } from './push-device';

const KEY = 'BAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const DEVICE = { endpoint: 'https://push.example/device-1', p256dh: 'BPublicKeyOfTheDevice', auth: 'AuthSecret16Bytes' };

/** The browser's push parts, as a browser that supports them has them; permission as the person answers. */
function browserWithPush(answer: NotificationPermission) {
  let subscribed = false;
  const subscription = {
    endpoint: DEVICE.endpoint,
    toJSON: () => ({ endpoint: DEVICE.endpoint, keys: { p256dh: DEVICE.p256dh, auth: DEVICE.auth } }),
    unsubscribe: vi.fn(async () => true),
  };
  const pushManager = {
    getSubscription: vi.fn(async () => (subscribed ? subscription : null)),
    subscribe: vi.fn(async () => {
      subscribed = true;
      return subscription;
    }),
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => answer) });
  // A page whose service worker is not registered yet (pages register it once loaded): turning alerts on registers it.
  let registration: { pushManager: typeof pushManager } | undefined;
  const serviceWorker = {
    ready: Promise.resolve({ pushManager }),
    getRegistration: vi.fn(async () => registration),
    register: vi.fn(async () => {
      registration = { pushManager };
      return registration;
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  return { pushManager, subscription, serviceWorker };
}

function renderControl(mocks: MockLink.MockedResponse[] = []) {
  render(
    <MockedProvider mocks={mocks}>
      <Providers session={fakeSession()}>
        <PushAlertsControl />
      </Providers>
    </MockedProvider>,
  );
  return userEvent.setup();
}

describe('Profile → Alerts: this device', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('permission refused: shows the device as blocked, and nothing is subscribed', async () => {
    const { pushManager } = browserWithPush('denied');
    const user = renderControl();
    await user.click(await screen.findByRole('button', { name: 'Turn on alerts on this device' }));
    expect(await screen.findByText(/Alerts are blocked/)).toBeTruthy();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Turn on alerts on this device' })).toBeNull();
  });

  it('permission given: subscribes with the server’s key, saves the device and shows it on; turning off removes it', async () => {
    const { pushManager, subscription, serviceWorker } = browserWithPush('granted');
    const user = renderControl([
      { request: { query: PushPublicKeyDocument }, result: { data: { pushPublicKey: KEY } } },
      {
        request: { query: SavePushSubscriptionDocument, variables: { input: { ...DEVICE, label: deviceLabel(navigator.userAgent) } } },
        result: { data: { savePushSubscription: true } },
      },
      { request: { query: RemovePushSubscriptionDocument, variables: { endpoint: DEVICE.endpoint } }, result: { data: { removePushSubscription: true } } },
    ]);
    expect(await screen.findByText('Alerts are off for this device.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turn on alerts on this device' }));
    expect(await screen.findByText('Alerts are on for this device.')).toBeTruthy();
    expect(serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const [{ applicationServerKey, userVisibleOnly }] = pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(userVisibleOnly).toBe(true);
    expect((applicationServerKey as Uint8Array).length).toBe(65);
    await user.click(screen.getByRole('button', { name: 'Turn off alerts on this device' }));
    expect(await screen.findByText('Alerts are off for this device.')).toBeTruthy();
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it('a browser without push says so', async () => {
    renderControl();
    expect(await screen.findByText(/not supported/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
