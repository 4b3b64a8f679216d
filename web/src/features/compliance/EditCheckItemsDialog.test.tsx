import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateComplianceTemplateDocument } from '../../graphql/graphql';
import { toastStore } from '../../lib/toasts/toast-store';
import { openingTemplate } from '../../test/compliance-fixtures';
import { renderScreen } from '../../test/render-screen';
import { CheckTemplates } from './CheckTemplates';

afterEach(() => toastStore.dismiss());

const item = (description: string, critical: boolean) => ({ __typename: 'CheckItem' as const, description, critical });

describe('editing a template’s check items', () => {
  it('lets an administrator reword, add and mark items critical, and saves the whole list', async () => {
    const template = { ...openingTemplate, editable: true, checkItems: [item('Surfaces sanitised', false)] };
    const saved = vi.fn(() => ({
      data: {
        updateComplianceTemplate: {
          __typename: 'ComplianceTemplate' as const,
          id: 1,
          editable: true,
          checkItems: [item('Surfaces sanitised', true), item('Bins emptied', false)],
        },
      },
    }));
    renderScreen(<CheckTemplates templates={[template]} error={undefined} emptyText="" startLabel="Start Check" startingId={null} onStart={() => {}} />, {
      mocks: [{ request: { query: UpdateComplianceTemplateDocument, variables: () => true }, result: saved }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Items' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Critical' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Item' }));
    const save = screen.getByRole('button', { name: 'Save Items' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true); // the new item has no wording yet
    await userEvent.type(screen.getByLabelText('Item 2'), ' Bins emptied ');
    await userEvent.click(save);
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({
        input: {
          id: 1,
          checkItems: [
            { description: 'Surfaces sanitised', critical: true },
            { description: 'Bins emptied', critical: false },
          ],
        },
      }),
    );
    expect(await screen.findByText('Check items saved')).toBeTruthy();
  });

  it('offers no editing of templates the user may not edit', () => {
    renderScreen(<CheckTemplates templates={[openingTemplate]} error={undefined} emptyText="" startLabel="Start Check" startingId={null} onStart={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Edit Items' })).toBeNull();
  });
});
