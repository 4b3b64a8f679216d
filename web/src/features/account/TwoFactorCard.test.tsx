import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmTwoFactorEnrolmentDocument, StartTwoFactorEnrolmentDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { fakeSession } from '../../test/fake-session';
import { Providers } from '../../test/render';
import { TwoFactorCard } from './TwoFactorCard';

const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `code${i}-abcde`);
const start: MockLink.MockedResponse = {
  request: { query: StartTwoFactorEnrolmentDocument },
  result: {
    data: {
      startTwoFactorEnrolment: {
        __typename: 'TwoFactorEnrolment',
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUri: 'otpauth://totp/Food%20Safety%20Management:jane?secret=JBSWY3DPEHPK3PXP',
        qrCode: 'data:image/png;base64,iVBORw0KGgo=',
      },
    },
  },
};
const confirm = (code: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: ConfirmTwoFactorEnrolmentDocument, variables: { code } },
  result,
});

function renderCard(mocks: MockLink.MockedResponse[]) {
  const refreshUser = vi.fn(async () => {});
  render(
    <MockedProvider mocks={mocks}>
      <Providers session={fakeSession({ refreshUser })}>
        <TwoFactorCard />
      </Providers>
    </MockedProvider>,
  );
  return { user: userEvent.setup(), refreshUser };
}

describe('Profile → two-factor authentication set-up', () => {
  afterEach(() => toastStore.dismiss());

  it('shows the QR code and secret, refuses a wrong code, then shows the ten recovery codes once with a copy button', async () => {
    const wrong = confirm('111111', {
      errors: [{ message: 'That code is not right. Enter the current code from your authenticator app.', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    const right = confirm('123456', { data: { confirmTwoFactorEnrolment: RECOVERY_CODES } });
    const { user, refreshUser } = renderCard([start, wrong, right]);
    await user.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up two-factor authentication' });
    expect(within(dialog).getByRole('img', { name: 'QR code for your authenticator app' }).getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(within(dialog).getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Authentication code'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Turn On' }));
    expect(await screen.findByText('That code is not right. Enter the current code from your authenticator app.')).toBeTruthy();
    expect(refreshUser).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Authentication code'));
    await user.type(within(dialog).getByLabelText('Authentication code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn On' }));
    const codes = await within(dialog).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);
    expect(refreshUser).toHaveBeenCalled();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(dialog).getByRole('button', { name: 'Copy recovery codes' }));
    expect(writeText).toHaveBeenCalledWith(RECOVERY_CODES.join('\n'));
  });
});
