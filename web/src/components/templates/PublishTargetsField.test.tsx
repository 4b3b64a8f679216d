import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { describe, expect, it } from 'vitest';
import { PublishTargetsDocument } from '../../graphql/graphql';
import { renderScreen } from '../../test/render-screen';
import { PublishTargetsField } from './PublishTargetsField';
import { allSites, type PublicationValues, publicationInputOf } from './publication-values';

const site = (id: number, name: string, areaId: number | null) => ({ __typename: 'PublishSite' as const, id, name, areaId });

function targetsMock(canPublishHeadOffice: boolean, sites: ReturnType<typeof site>[]): MockedResponse {
  const areas = canPublishHeadOffice ? [{ __typename: 'PublishArea' as const, id: 7, name: 'London', locationIds: [1, 2] }] : [];
  return {
    request: { query: PublishTargetsDocument },
    result: { data: { publishTargets: { __typename: 'PublishTargets', areas, sites, canPublishHeadOffice } } },
  };
}

/** Renders the field in a form and reports its value as the API input it becomes. */
function renderField(mock: MockedResponse) {
  let latest: PublicationValues = allSites();
  renderScreen(
    <Formik initialValues={{ publication: allSites() }} onSubmit={() => undefined}>
      {({ values }) => {
        latest = values.publication;
        return <PublishTargetsField name="publication" />;
      }}
    </Formik>,
    { mocks: [mock] },
  );
  return () => publicationInputOf(latest);
}

describe('Publish to', () => {
  it('lets head office publish to chosen areas, with each area’s sites counted', async () => {
    const input = renderField(targetsMock(true, [site(1, 'Main Kitchen', 7), site(2, 'Downtown Branch', 7), site(3, 'Airport Café', null)]));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Chosen areas' }));
    await user.click(screen.getByRole('checkbox', { name: /London/ }));
    expect(screen.getByText('(2 sites)')).toBeTruthy();
    expect(input()).toEqual({ scope: 'areas', areaIds: [7], locationIds: [] });
    expect(screen.queryByRole('radio', { name: 'One site only' })).toBeTruthy();
  });

  it('starts a site administrator on their own site, the only choice they have', async () => {
    const input = renderField(targetsMock(false, [site(2, 'Downtown Branch', null)]));
    await waitFor(() => expect(input()).toEqual({ scope: 'sites', ownerLocationId: 2 }));
    expect(screen.queryByRole('radio', { name: 'All sites' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'One site only' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Site' }) as HTMLSelectElement).value).toBe('2');
  });
});
