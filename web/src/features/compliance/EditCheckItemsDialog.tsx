import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { type ComplianceCheckTemplatesQuery, UpdateComplianceTemplateDocument } from '../../graphql/graphql';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Input } from '../../ui/Field';

type Template = ComplianceCheckTemplatesQuery['complianceTemplates'][number];
/** `key` tells rows apart while they are edited (items have no ids of their own). */
type Item = { key: number; description: string; critical: boolean };

/** An administrator edits a template's checklist: each item's wording and whether a failure is critical. */
export function EditCheckItemsDialog({ template, onClose }: { template: Template; onClose(): void }) {
  const nextKey = useRef(template.checkItems.length);
  const [items, setItems] = useState<Item[]>(() => template.checkItems.map(({ description, critical }, key) => ({ key, description, critical })));
  const [update, { loading }] = useMutation(UpdateComplianceTemplateDocument);
  const change = (index: number, patch: Partial<Item>) => setItems((all) => all.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  const save = async () => {
    try {
      await update({
        variables: { input: { id: template.id, checkItems: items.map(({ description, critical }) => ({ description: description.trim(), critical })) } },
      });
      toast({ title: 'Check items saved', description: `"${template.name}"` });
      onClose();
    } catch (error) {
      toast({ title: 'Failed to save check items', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Check items: ${template.name}`}
      description="A failed critical item opens a corrective action."
      footer={
        <>
          <Button variant="secondary" onClick={() => setItems((all) => [...all, { key: nextKey.current++, description: '', critical: false }])}>
            Add Item
          </Button>
          <Button disabled={loading || items.some((item) => !item.description.trim())} onClick={() => void save()}>
            {loading ? 'Saving...' : 'Save Items'}
          </Button>
        </>
      }
    >
      <Rows>
        {items.map((item, index) => (
          <Row key={item.key}>
            <Input aria-label={`Item ${index + 1}`} value={item.description} onChange={(e) => change(index, { description: e.target.value })} />
            <label>
              <input type="checkbox" checked={item.critical} onChange={(e) => change(index, { critical: e.target.checked })} /> Critical
            </label>
            <Button variant="ghost" size="sm" aria-label={`Remove item ${index + 1}`} onClick={() => setItems((all) => all.filter((_, i) => i !== index))}>
              Remove
            </Button>
          </Row>
        ))}
      </Rows>
    </Dialog>
  );
}

const Rows = styled.ul`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;
