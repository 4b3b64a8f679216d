import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MyAlertChannelsDocument, UpdateMyAlertChannelsDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { fakeSession } from '../../test/fake-session';
import { Providers } from '../../test/render';
import { AlertChannelsCard } from './AlertChannelsCard';

const mine = (values: object) => ({
  __typename: 'MyAlertChannels',
  mobilePhone: null,
  email: true,
  sms: false,
  smsAvailable: true,
  dailySummary: false,
  dailySummaryAvailable: false,
  ...values,
});
const loaded = (values: object): MockLink.MockedResponse => ({
  request: { query: MyAlertChannelsDocument },
  result: { data: { myAlertChannels: mine(values) } },
});

function renderCard(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <Providers session={fakeSession()}>
        <AlertChannelsCard />
      </Providers>
    </MockedProvider>,
  );
  return userEvent.setup();
}

describe('Profile → Alerts', () => {
  afterEach(() => toastStore.dismiss());

  it('SMS needs a number: the box is off and disabled until one is typed; saving sends the number and both choices', async () => {
    const saved: MockLink.MockedResponse = {
      request: { query: UpdateMyAlertChannelsDocument, variables: { input: { mobilePhone: '+447700900123', email: false, sms: true } } },
      result: { data: { updateMyAlertChannels: mine({ mobilePhone: '+447700900123', email: false, sms: true }) } },
    };
    const user = renderCard([loaded({}), saved]);
    const sms = await screen.findByRole('checkbox', { name: 'Text me alerts (SMS)' });
    expect((sms as HTMLInputElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Mobile number'), '+447700900123');
    expect((sms as HTMLInputElement).disabled).toBe(false);
    await user.click(sms);
    await user.click(screen.getByRole('checkbox', { name: 'E-mail me alerts' }));
    await user.click(screen.getByRole('button', { name: 'Save Alert Channels' }));
    expect(await screen.findByText('Alert channels saved')).toBeTruthy();
  });

  it('shows the server’s refusal of a number that is not international', async () => {
    const refused: MockLink.MockedResponse = {
      request: { query: UpdateMyAlertChannelsDocument, variables: { input: { mobilePhone: '07700 900123', email: true, sms: false } } },
      result: { errors: [{ message: 'Enter the mobile number in international form, e.g. +447700900123', extensions: { code: 'BAD_USER_INPUT' } }] as never },
    };
    const user = renderCard([loaded({}), refused]);
    await user.type(await screen.findByLabelText('Mobile number'), '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Save Alert Channels' }));
    expect(await screen.findByText('Alert channels not saved')).toBeTruthy();
    expect(screen.getByText(/Enter the mobile number in international form/)).toBeTruthy();
  });

  it('without an SMS provider on the server, offers e-mail only', async () => {
    renderCard([loaded({ smsAvailable: false })]);
    expect(((await screen.findByRole('checkbox', { name: 'E-mail me alerts' })) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
  });

  it('an administrator may choose the daily summary; saving sends the choice', async () => {
    const saved: MockLink.MockedResponse = {
      request: { query: UpdateMyAlertChannelsDocument, variables: { input: { mobilePhone: null, email: true, sms: false, dailySummary: true } } },
      result: { data: { updateMyAlertChannels: mine({ dailySummaryAvailable: true, dailySummary: true }) } },
    };
    const user = renderCard([loaded({ dailySummaryAvailable: true }), saved]);
    const summary = await screen.findByRole('checkbox', { name: 'E-mail me a daily summary' });
    expect((summary as HTMLInputElement).checked).toBe(false);
    await user.click(summary);
    await user.click(screen.getByRole('button', { name: 'Save Alert Channels' }));
    expect(await screen.findByText('Alert channels saved')).toBeTruthy();
  });

  it('others are not offered the daily summary', async () => {
    renderCard([loaded({})]);
    await screen.findByRole('checkbox', { name: 'E-mail me alerts' });
    expect(screen.queryByRole('checkbox', { name: 'E-mail me a daily summary' })).toBeNull();
  });
});
