import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { OpenCorrectiveActionCountDocument } from '../graphql/graphql';
import { fakeSession } from '../test/fake-session';
import { Providers } from '../test/render';
import { Sidebar } from './Sidebar';

const openActions = (open: number) => ({
  request: { query: OpenCorrectiveActionCountDocument },
  result: { data: { correctiveActionSummary: { __typename: 'CorrectiveActionSummary', open } } },
});

function renderSidebar(open: number) {
  render(
    <MockedProvider mocks={[openActions(open)]}>
      <Providers session={fakeSession()}>
        <MemoryRouter>
          <Sidebar administration={[]} />
        </MemoryRouter>
      </Providers>
    </MockedProvider>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('the Corrective Actions badge', () => {
  it('shows the open actions the API counts', async () => {
    const nav = renderSidebar(4);
    expect(await nav.findByRole('link', { name: 'Corrective Actions 4' })).toBeTruthy();
  });

  it('shows no number when nothing is open (a new business)', async () => {
    const nav = renderSidebar(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(nav.getByRole('link', { name: 'Corrective Actions' }).textContent).toBe('Corrective Actions');
  });
});
