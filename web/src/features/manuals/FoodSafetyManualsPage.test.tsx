import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FoodSafetyManualsDocument } from '../../graphql/graphql';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { FoodSafetyManualsPage } from './FoodSafetyManualsPage';

const manual = {
  __typename: 'FoodSafetyManual' as const,
  id: 9,
  title: 'HACCP Procedures',
  description: 'Critical control points',
  version: '2.0',
  category: 'procedures',
  fileUrl: '/files/haccp.pdf',
  createdAt: '2026-01-05T10:00:00.000Z',
  uploadedBy: { __typename: 'UserReference' as const, id: 2, fullName: 'Maria Manager', username: 'manager' },
};
const list = (category: string | null, manuals: (typeof manual)[]) => ({
  request: { query: FoodSafetyManualsDocument, variables: { category } },
  result: { data: { manuals } },
});
const canManage = (manageManuals: boolean) =>
  fakeSession({
    user: fakeUser({
      capabilities: capabilities({ administration: true, manageManuals }),
    }),
  });

describe('Food Safety Manuals', () => {
  it('shows version, uploader and file links, and the category in a filtered empty state', async () => {
    renderScreen(<FoodSafetyManualsPage />, { session: canManage(false), mocks: [list(null, [manual]), list('policies', [])] });
    expect(await screen.findByRole('heading', { name: 'HACCP Procedures' })).toBeTruthy();
    expect(screen.getByText('v2.0')).toBeTruthy();
    expect(screen.getByText('Uploaded by Maria Manager')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/files/haccp.pdf');
    expect(screen.queryByRole('button', { name: 'Delete HACCP Procedures' })).toBeNull();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Policies' }));
    expect(await screen.findByText('No policies manuals available')).toBeTruthy();
    expect(screen.getByText("Upload your company's food safety policies and procedures")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload First Manual' })).toBeNull();
  });

  it('says "No food safety manuals found" on All, with the upload buttons for manual managers', async () => {
    renderScreen(<FoodSafetyManualsPage />, { session: canManage(true), mocks: [list(null, [])] });
    expect(await screen.findByText('No food safety manuals found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload First Manual' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload Manual' })).toBeTruthy();
  });
});
