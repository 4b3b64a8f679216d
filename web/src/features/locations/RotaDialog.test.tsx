import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationRotaDocument, SetLocationRotaDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { Providers } from '../../test/render';
import { RotaDialog } from './RotaDialog';

const location = {
  __typename: 'Location' as const,
  id: 1,
  name: 'Main Kitchen',
  address: null,
  isActive: true,
  openingTimes: null,
  timezone: 'Europe/London',
  areaName: null,
};
const line = (userId: number, fullName: string, weekdays: string[], startsAt: string, endsAt: string) => ({
  __typename: 'RotaEntry' as const,
  userId,
  fullName,
  weekdays,
  startsAt,
  endsAt,
});
const loaded: MockLink.MockedResponse = {
  request: { query: LocationRotaDocument, variables: { locationId: 1 } },
  result: {
    data: {
      locationRota: [line(5, 'Sophie Staff', ['monday'], '22:00', '06:00')],
      onDutyNow: [{ __typename: 'OnDutyPerson', userId: 5, fullName: 'Sophie Staff' }],
      users: [
        { __typename: 'User', id: 3, fullName: 'Ben Branch', isActive: true },
        { __typename: 'User', id: 5, fullName: 'Sophie Staff', isActive: true },
        { __typename: 'User', id: 9, fullName: 'Gone Person', isActive: false },
      ],
    },
  },
};
const ben = [{ userId: 3, weekdays: ['tuesday', 'wednesday'], startsAt: '08:00', endsAt: '16:00' }];

function renderDialog(mocks: MockLink.MockedResponse[], onClose = vi.fn()) {
  const session = fakeSession({ user: fakeUser({ capabilities: capabilities({ administration: true }) }) });
  render(
    <MockedProvider mocks={mocks}>
      <Providers session={session}>
        <RotaDialog location={location} open onClose={onClose} />
      </Providers>
    </MockedProvider>,
  );
  return { user: userEvent.setup(), onClose };
}

/** Fills a shift with the keyboard and pointer as a manager would: person, days, from and to. */
async function fillShift(user: ReturnType<typeof userEvent.setup>, name: string) {
  const shift = within(screen.getByRole('group', { name }));
  await user.selectOptions(shift.getByLabelText('Person'), 'Ben Branch');
  await user.click(shift.getByLabelText('Tuesday'));
  await user.click(shift.getByLabelText('Wednesday'));
  fireEvent.change(shift.getByLabelText('From'), { target: { value: '08:00' } });
  fireEvent.change(shift.getByLabelText('To'), { target: { value: '16:00' } });
}

describe('the location’s on-duty rota', () => {
  afterEach(() => toastStore.dismiss());

  it('shows who is on duty and the shifts; adds, removes and saves the whole rota', async () => {
    const saved: MockLink.MockedResponse = {
      request: { query: SetLocationRotaDocument, variables: { locationId: 1, entries: ben } },
      result: { data: { setLocationRota: [line(3, 'Ben Branch', ['tuesday', 'wednesday'], '08:00', '16:00')] } },
    };
    const { user, onClose } = renderDialog([loaded, saved]);
    expect(await screen.findByText('On duty now: Sophie Staff')).toBeTruthy();
    const first = within(screen.getByRole('group', { name: 'Shift 1' }));
    expect((first.getByLabelText('Person') as HTMLSelectElement).value).toBe('5');
    expect((first.getByLabelText('Monday') as HTMLInputElement).checked).toBe(true);
    expect((first.getByLabelText('From') as HTMLInputElement).value).toBe('22:00');
    expect(first.queryByRole('option', { name: 'Gone Person' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add shift' }));
    await fillShift(user, 'Shift 2');
    await user.click(screen.getByRole('button', { name: 'Remove shift 1' }));
    expect(screen.queryByRole('group', { name: 'Shift 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Rota' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('shows the API’s refusal and stays open', async () => {
    const refused: MockLink.MockedResponse = {
      request: {
        query: SetLocationRotaDocument,
        variables: {
          locationId: 1,
          entries: [line(5, '', ['monday'], '22:00', '06:00'), ...ben].map(({ userId, weekdays, startsAt, endsAt }) => ({
            userId,
            weekdays,
            startsAt,
            endsAt,
          })),
        },
      },
      result: { errors: [new GraphQLError('Rota line 2: a shift cannot start and end at 08:00')] },
    };
    const { user, onClose } = renderDialog([loaded, refused]);
    await screen.findByText('On duty now: Sophie Staff');
    await user.click(screen.getByRole('button', { name: 'Add shift' }));
    await fillShift(user, 'Shift 2');
    await user.click(screen.getByRole('button', { name: 'Save Rota' }));
    expect((await screen.findByRole('alert')).textContent).toContain('a shift cannot start and end at 08:00');
    expect(onClose).not.toHaveBeenCalled();
  });
});
