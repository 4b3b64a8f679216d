import { useState } from 'react';
import styled from 'styled-components';
import type { AllergenMatrixQuery } from '../../graphql/graphql';
import { formatDate, formatDateTime } from '../../lib/format/date';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Input, Select } from '../../ui/Field';
import { AllergenMatrixTable, type MenuItem } from './AllergenMatrixTable';

type AllergenMatrixEditorProps = {
  printId: string;
  matrix: AllergenMatrixQuery['allergenMatrix'];
  versions: AllergenMatrixQuery['allergenMatrixVersions'];
  /** An older version's id being viewed, or null for the current (editable) one. */
  viewing: number | null;
  onView(versionId: number | null): void;
  saving: boolean;
  onSave(items: MenuItem[]): Promise<void>;
};

export function AllergenMatrixEditor({ printId, matrix, versions, viewing, onView, saving, onSave }: AllergenMatrixEditorProps) {
  const current = matrix.current;
  const [items, setItems] = useState<MenuItem[]>(() => current?.items.map(({ name, allergens }) => ({ name, allergens })) ?? []);
  const [newName, setNewName] = useState('');
  const older = viewing === null ? null : versions.find((version) => version.id === viewing);
  const shown = older ?? current;

  const toggle = (index: number, code: string) =>
    setItems((all) =>
      all.map((item, i) =>
        i === index ? { ...item, allergens: item.allergens.includes(code) ? item.allergens.filter((c) => c !== code) : [...item.allergens, code] } : item,
      ),
    );
  const addItem = () => {
    if (!newName.trim()) return;
    setItems((all) => [...all, { name: newName.trim(), allergens: [] }]);
    setNewName('');
  };

  return (
    <div id={printId}>
      <Status>
        {shown ? (
          <span>{`Version ${shown.version}, saved ${formatDateTime(shown.createdAt)} by ${shown.createdBy}`}</span>
        ) : (
          <span>No allergen matrix saved yet</span>
        )}
        {matrix.needsReview ? (
          <Badge $tone="warning" data-print="hide">
            Review due: not saved in the last 30 days
          </Badge>
        ) : (
          <Badge $tone="success" data-print="hide">
            Current
          </Badge>
        )}
      </Status>
      <Toolbar data-print="hide">
        <Select aria-label="Version" value={viewing ?? ''} onChange={(event) => onView(event.target.value ? Number(event.target.value) : null)}>
          <option value="">Current version (edit)</option>
          {versions
            .filter((version) => version.id !== current?.id)
            .map((version) => (
              <option key={version.id} value={version.id}>{`Version ${version.version} (${formatDate(version.createdAt)})`}</option>
            ))}
        </Select>
        <Button variant="secondary" onClick={() => window.print()}>
          Print Matrix
        </Button>
      </Toolbar>
      {older ? (
        <AllergenMatrixTable allergens={matrix.allergens} items={older.items} />
      ) : (
        <>
          <AllergenMatrixTable allergens={matrix.allergens} items={items} onToggle={toggle} />
          <Toolbar data-print="hide">
            <Input aria-label="New menu item" placeholder="New menu item" value={newName} onChange={(event) => setNewName(event.target.value)} />
            <Button variant="secondary" onClick={addItem} disabled={!newName.trim()}>
              Add Item
            </Button>
            <Button onClick={() => void onSave(items)} disabled={saving}>
              {saving ? 'Saving...' : 'Save New Version'}
            </Button>
          </Toolbar>
        </>
      )}
    </div>
  );
}

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: center;
  margin: ${({ theme }) => theme.space(3)} 0;
  > select, > input { max-width: 260px; }
`;
