import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiKeysDocument, CreateApiKeyDocument, RevokeApiKeyDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { Providers } from '../../test/render';
import { ApiKeysPanel } from './ApiKeysPanel';

const SECRET = 'fsm_1a2b3c4d_kT9vQ2mZr8XyLw0pN5sD7fGh3jK6bV1cE4aU2iO9qWe';
const key = (id: number, name: string, extra: object = {}) => ({
  __typename: 'ApiKey',
  id,
  name,
  prefix: 'fsm_1a2b3c4d',
  scope: 'Main Kitchen',
  createdByName: 'Maria Manager',
  createdAt: '2026-11-23T09:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...extra,
});
const list = (apiKeys: object[]): MockLink.MockedResponse => ({ request: { query: ApiKeysDocument }, result: { data: { apiKeys } } });

function renderPanel(mocks: MockLink.MockedResponse[], manageApiKeys = true) {
  const session = fakeSession({ user: fakeUser({ capabilities: capabilities({ administration: true, manageApiKeys }) }) });
  render(
    <MockedProvider mocks={mocks}>
      <Providers session={session}>
        <ApiKeysPanel />
      </Providers>
    </MockedProvider>,
  );
  return userEvent.setup();
}

describe('Settings → API Keys', () => {
  afterEach(() => toastStore.dismiss());

  it('is not shown to someone who may not manage keys', async () => {
    renderPanel([], false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'API Keys' })).toBeNull();
  });

  it('creates a key for one location and shows its secret once, with a warning and a copy button', async () => {
    const create: MockLink.MockedResponse = {
      request: { query: CreateApiKeyDocument, variables: { input: { name: 'Fridge gateway', locationId: 2 } } },
      result: { data: { createApiKey: { __typename: 'CreatedApiKey', secret: SECRET, apiKey: key(7, 'Fridge gateway', { scope: 'Downtown Branch' }) } } },
    };
    const user = renderPanel([list([]), create, list([key(7, 'Fridge gateway', { scope: 'Downtown Branch' })])]);
    expect(await screen.findByText('No API keys yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create API Key' }));
    const dialog = screen.getByRole('dialog', { name: 'Create API Key' });
    await user.type(within(dialog).getByLabelText('Name'), 'Fridge gateway');
    await user.selectOptions(within(dialog).getByLabelText('Records at'), 'Downtown Branch');
    await user.click(within(dialog).getByRole('button', { name: 'Create Key' }));

    const created = await screen.findByRole('dialog', { name: 'API key created' });
    expect((within(created).getByLabelText('API key') as HTMLInputElement).value).toBe(SECRET);
    expect(within(created).getByRole('alert').textContent).toMatch(/shown only once/);
    expect(within(created).getByRole('button', { name: 'Copy key' })).toBeTruthy();
    await user.click(within(created).getByRole('button', { name: 'Done' }));

    // Once closed, the secret is gone for good: the list shows only the prefix.
    const row = await screen.findByRole('listitem', { name: 'Fridge gateway' });
    expect(row.textContent).toContain('fsm_1a2b3c4d…');
    expect(row.textContent).toContain('Downtown Branch');
    expect(document.body.textContent).not.toContain(SECRET);
    await user.click(screen.getByRole('button', { name: 'Create API Key' }));
    expect(screen.queryByRole('dialog', { name: 'API key created' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Create API Key' })).toBeTruthy();
  });

  it('revokes a key after confirmation', async () => {
    const revoke: MockLink.MockedResponse = {
      request: { query: RevokeApiKeyDocument, variables: { id: 3 } },
      result: { data: { revokeApiKey: key(3, 'Old gateway', { revokedAt: '2026-11-23T10:00:00.000Z' }) } },
    };
    const user = renderPanel([list([key(3, 'Old gateway')]), revoke]);
    const row = await screen.findByRole('listitem', { name: 'Old gateway' });
    await user.click(within(row).getByRole('button', { name: 'Revoke' }));
    const confirm = screen.getByRole('dialog', { name: 'Revoke Old gateway?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke Key' }));
    expect(await within(row).findByText(/^Revoked/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
