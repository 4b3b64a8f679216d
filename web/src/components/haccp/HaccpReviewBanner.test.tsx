import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HaccpPlanInForceDocument } from '../../graphql/graphql';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { HaccpReviewBanner } from './HaccpReviewBanner';

const planMock = (needsReview: boolean) => ({
  request: { query: HaccpPlanInForceDocument, variables: { locationId: null } },
  result: {
    data: { haccpPlan: { __typename: 'HaccpPlan' as const, id: 7, needsReview, inForce: { __typename: 'HaccpPlanVersion' as const, id: 9, version: 2 } } },
  },
});
const manager = fakeSession({ user: fakeUser({ capabilities: capabilities({ administration: true, manageHaccpPlans: true }) }) });

describe('the dashboard’s HACCP review banner (issue 36)', () => {
  it('tells those who sign the plan that the plan in force needs review, with a way to it', async () => {
    renderScreen(<HaccpReviewBanner />, { session: manager, mocks: [planMock(true)] });
    expect((await screen.findByRole('link', { name: 'Review the HACCP plan' })).getAttribute('href')).toBe('/haccp-plan');
  });

  it('says nothing while the plan is current, and asks nothing of those who do not manage it', async () => {
    const { container } = renderScreen(<HaccpReviewBanner />, { session: manager, mocks: [planMock(false)] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    const other = renderScreen(<HaccpReviewBanner />, { mocks: [] });
    expect(other.container.textContent).toBe('');
  });
});
