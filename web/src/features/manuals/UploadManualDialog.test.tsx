import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FoodSafetyManualsDocument, UploadManualDocument } from '../../graphql/graphql';
import { capabilities, fakeSession, fakeUser } from '../../test/fake-session';
import { renderScreen } from '../../test/render-screen';
import { FoodSafetyManualsPage } from './FoodSafetyManualsPage';
import { UploadManualDialog } from './UploadManualDialog';

const pdf = () => new File(['%PDF-1.4 test'], 'haccp.pdf', { type: 'application/pdf' });
const uploaded = {
  request: {
    query: UploadManualDocument,
    variables: { input: { title: 'HACCP Procedures', description: null, category: 'procedures', uploadId: 41 } },
  },
  result: { data: { uploadManual: { __typename: 'FoodSafetyManual' as const, id: 7, title: 'HACCP Procedures', version: '3.0' } } },
};
const list = { request: { query: FoodSafetyManualsDocument, variables: { category: null } }, result: { data: { manuals: [] } } };
const manager = () =>
  fakeSession({
    user: fakeUser({
      capabilities: capabilities({ administration: true, manageManuals: true }),
    }),
  });

describe('Upload Manual dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a title and a PDF before uploading anything', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderScreen(<UploadManualDialog onClose={() => {}} />, { session: fakeSession(), mocks: [] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Title is a required field')).toBeTruthy();
    expect(screen.getByText('Choose a PDF file')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('uploads the file, then adds the manual with the returned id and closes', async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify({ id: 41 }), { status: 201 }));
    vi.stubGlobal('fetch', fetchSpy);
    renderScreen(<FoodSafetyManualsPage />, { session: manager(), mocks: [list, uploaded, list] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Upload First Manual' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'HACCP Procedures');
    await user.selectOptions(screen.getByLabelText('Category'), 'procedures');
    await user.upload(screen.getByLabelText('PDF file'), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('HACCP Procedures v3.0 is now in the library')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull());
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/uploads');
    expect((init.body as FormData).get('purpose')).toBe('manual');
  });

  it('shows the API’s message when the file is refused', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'The file is not of an accepted type' }), { status: 400 }));
    const onClose = vi.fn();
    renderScreen(<UploadManualDialog onClose={onClose} />, { session: fakeSession(), mocks: [] });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Bad');
    await user.upload(screen.getByLabelText('PDF file'), pdf());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('The file is not of an accepted type')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
