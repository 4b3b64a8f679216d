import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AlertChannelSettingsDocument, UpdateAlertChannelSettingsDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { Providers } from '../../test/render';
import { AlertChannelsPanel } from './AlertChannelsPanel';

const settings = (values: object = {}) => ({
  __typename: 'AlertChannelSettings',
  emailByDefault: true,
  smsByDefault: true,
  smsSeverities: ['critical'],
  smsAvailable: true,
  webhookUrl: null,
  webhookFormat: 'json',
  webhookSecretSet: false,
  ...values,
});
const loaded: MockLink.MockedResponse = { request: { query: AlertChannelSettingsDocument }, result: { data: { alertChannelSettings: settings() } } };

function renderPanel(mocks: MockLink.MockedResponse[], manageSettings = true) {
  const session = fakeSession({ user: fakeUser({ capabilities: capabilities({ administration: true, manageSettings }) }) });
  render(
    <MockedProvider mocks={mocks}>
      <Providers session={session}>
        <AlertChannelsPanel />
      </Providers>
    </MockedProvider>,
  );
  return userEvent.setup();
}

describe('Settings → Alert Channels', () => {
  afterEach(() => toastStore.dismiss());

  it('is not shown to someone who may not change settings', async () => {
    renderPanel([], false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Alert Channels' })).toBeNull();
  });

  it('shows the defaults (critical alone pages by SMS) and saves a Slack webhook with its secret and another severity', async () => {
    const saved: MockLink.MockedResponse = {
      request: {
        query: UpdateAlertChannelSettingsDocument,
        variables: {
          input: {
            emailByDefault: true,
            smsByDefault: true,
            smsSeverities: ['high', 'critical'],
            webhookUrl: 'https://hooks.slack.com/services/T/B/x',
            webhookSecret: 'a-secret-of-sixteen-plus',
            webhookFormat: 'slack',
          },
        },
      },
      result: {
        data: {
          updateAlertChannelSettings: settings({
            smsSeverities: ['high', 'critical'],
            webhookUrl: 'https://hooks.slack.com/services/T/B/x',
            webhookFormat: 'slack',
            webhookSecretSet: true,
          }),
        },
      },
    };
    const user = renderPanel([loaded, saved]);
    expect(((await screen.findByRole('checkbox', { name: 'Critical' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'High' }) as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'High' }));
    await user.type(screen.getByLabelText('Chat webhook URL'), 'https://hooks.slack.com/services/T/B/x');
    await user.type(screen.getByLabelText('Webhook signing secret'), 'a-secret-of-sixteen-plus');
    await user.selectOptions(screen.getByLabelText('Webhook body format'), 'slack');
    await user.click(screen.getByRole('button', { name: 'Save Alert Channels' }));
    expect(await screen.findByText('Alert channels saved')).toBeTruthy();
    expect(((await screen.findByPlaceholderText('Saved; leave empty to keep it')) as HTMLInputElement).value).toBe('');
  });
});
