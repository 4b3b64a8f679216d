import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AreaManagementDocument, CreateAreaDocument, RetireAreaDocument, SetLocationAreaDocument } from '../../graphql/graphql';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { AreasPage } from './AreasPage';

const area = (id: number, name: string, managers: string[] = []) => ({
  __typename: 'Area' as const,
  id,
  name,
  isActive: true,
  managers: managers.map((fullName, i) => ({ __typename: 'AreaManager' as const, id: 100 + i, fullName })),
});
const site = (id: number, name: string, areaId: number | null) => ({ __typename: 'Location' as const, id, name, areaId });
const london = area(1, 'London', ['Alex Area']);
const management = (areas: ReturnType<typeof area>[], locations: ReturnType<typeof site>[]) => ({
  request: { query: AreaManagementDocument },
  result: { data: { areas, locations } },
});
const administrator = () => fakeSession({ user: fakeUser({ capabilities: capabilities({ administration: true, manageAreas: true }) }) });

describe('Areas', () => {
  it('lists each area with its sites and managers, and moves a site with its select', async () => {
    const sites = [site(1, 'Main Kitchen', 1), site(3, 'Airport Café', null)];
    const moved = {
      request: { query: SetLocationAreaDocument, variables: { locationId: 3, areaId: 1 } },
      result: { data: { setLocationArea: { __typename: 'Location' as const, id: 3, areaId: 1, areaName: 'London' } } },
    };
    const after = management([london], [site(1, 'Main Kitchen', 1), site(3, 'Airport Café', 1)]);
    renderScreen(<AreasPage />, { session: administrator(), mocks: [management([london], sites), moved, after] });
    const card = await screen.findByRole('listitem', { name: 'London' });
    expect(
      within(within(card).getByRole('region', { name: 'Sites in London' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Main Kitchen']);
    expect(within(card).getByText('Alex Area')).toBeTruthy();
    const select = screen.getByRole('combobox', { name: 'Area of Airport Café' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    await userEvent.setup().selectOptions(select, '1');
    await screen.findByText('Airport Café is now in London');
    await expect.poll(() => within(screen.getByRole('region', { name: 'Sites in London' })).getAllByRole('listitem').length).toBe(2);
  });

  it('adds an area, and retires one only after the question is answered', async () => {
    const created = {
      request: { query: CreateAreaDocument, variables: { input: { name: 'North' } } },
      result: { data: { createArea: area(2, 'North') } },
    };
    const retired = {
      request: { query: RetireAreaDocument, variables: { id: 1 } },
      result: { data: { retireArea: { ...london, isActive: false } } },
    };
    const sites = [site(1, 'Main Kitchen', 1)];
    renderScreen(<AreasPage />, {
      session: administrator(),
      mocks: [
        management([london], sites),
        created,
        management([london, area(2, 'North')], sites),
        retired,
        management([area(2, 'North')], [site(1, 'Main Kitchen', null)]),
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Area' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Area' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Area' }));
    expect(await within(dialog).findByText('Area Name is a required field')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Area Name'), '  North ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Area' }));
    await screen.findByRole('listitem', { name: 'North' });
    await user.click(screen.getByRole('button', { name: 'Retire London' }));
    const question = screen.getByRole('alert');
    expect(question.textContent).toContain('Retire London? Its history is kept. Its site moves to no area.');
    await user.click(within(question).getByRole('button', { name: 'Retire' }));
    await screen.findByText('London has been retired');
    await expect.poll(() => screen.queryByRole('listitem', { name: 'London' })).toBeNull();
  });

  it('says plainly that the screen is for company administrators', () => {
    renderScreen(<AreasPage />, { session: fakeSession({ user: fakeUser({ capabilities: capabilities({ administration: true }) }) }) });
    expect(screen.getByText('Only company administrators can manage areas.')).toBeTruthy();
  });
});
