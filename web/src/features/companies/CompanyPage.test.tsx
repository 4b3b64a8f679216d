import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CompanyPageDocument, SetCompanyActiveDocument } from '../../graphql/graphql';
import { companyPath, paths } from '../../lib/paths';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { CompanyPage } from './CompanyPage';

const company = {
  __typename: 'CompanyDetails' as const,
  id: 2,
  name: 'Riverside Catering Co',
  email: 'hello@riverside.example',
  phone: null,
  address: '12 Quay Street',
  isActive: true,
  locationCount: 2,
  userCount: 1,
  equipmentCount: 18,
  alertCount: 3,
  locations: [{ __typename: 'Location' as const, id: 4, name: 'Riverside Central Kitchen', address: null, isActive: true }],
  users: [{ __typename: 'User' as const, id: 9, fullName: 'Rita River', username: 'rivermgr', roleLabel: 'Customer Admin', isActive: true, lastLogin: null }],
};

const pageMock = { request: { query: CompanyPageDocument, variables: { id: 2 } }, result: { data: { company } } };
const provider = fakeSession({ user: fakeUser({ role: 'super_user', capabilities: capabilities({ manageCompanies: true }) }) });

describe('company page', () => {
  it('shows the API’s counts, locations and people, and deactivates after a confirmation', async () => {
    const mocks = [
      pageMock,
      {
        request: { query: SetCompanyActiveDocument, variables: { id: 2, active: false } },
        result: { data: { setCompanyActive: { __typename: 'CompanyDetails' as const, id: 2, isActive: false } } },
      },
    ];
    renderScreen(
      <Routes>
        <Route path={paths.company} element={<CompanyPage />} />
      </Routes>,
      { mocks, path: companyPath(2), session: provider },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Catering Co' })).toBeTruthy();
    expect(screen.getByText('Equipment Units').parentElement?.parentElement?.textContent).toContain('18');
    expect(screen.getByText('Open Alerts').parentElement?.parentElement?.textContent).toContain('3');
    expect(within(screen.getByRole('region', { name: 'Users' })).getByText('Rita River')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Deactivate Company' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Riverside Catering Co?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('button', { name: 'Reactivate Company' })).toBeTruthy();
  });

  it('shows Deactivate Company only to those who may use it: not to the company’s own administrator (issue 30)', async () => {
    const customerAdmin = fakeSession({ user: fakeUser({ role: 'customer_admin', capabilities: capabilities({ administration: true }) }) });
    renderScreen(
      <Routes>
        <Route path={paths.company} element={<CompanyPage />} />
      </Routes>,
      { mocks: [pageMock], path: companyPath(2), session: customerAdmin },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Catering Co' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate Company' })).toBeNull();
  });
});
