import styled from 'styled-components';

export type MenuItem = { name: string; allergens: string[] };
type Allergen = { code: string; label: string };

type AllergenMatrixTableProps = {
  allergens: Allergen[];
  items: MenuItem[];
  /** Without it the table is read-only (an older version, or the printed copy). */
  onToggle?(itemIndex: number, code: string): void;
};

/** Menu items × allergens: a tick where the item contains the allergen. */
export function AllergenMatrixTable({ allergens, items, onToggle }: AllergenMatrixTableProps) {
  return (
    <Scroll>
      <Table>
        <thead>
          <tr>
            <th scope="col">Menu item</th>
            {allergens.map((allergen) => (
              <th key={allergen.code} scope="col">
                {allergen.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={item.name || index}>
              <th scope="row">{item.name}</th>
              {allergens.map((allergen) => {
                const contains = item.allergens.includes(allergen.code);
                return (
                  <td key={allergen.code}>
                    {onToggle ? (
                      <input
                        type="checkbox"
                        checked={contains}
                        aria-label={`${item.name} contains ${allergen.label}`}
                        onChange={() => onToggle(index, allergen.code)}
                      />
                    ) : contains ? (
                      <span role="img" aria-label={`contains ${allergen.label}`}>
                        ✓
                      </span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}

/** Fourteen allergen columns are wider than a laptop's card: the table scrolls, and prints whole. */
const Scroll = styled.div`
  overflow-x: auto;
  @media print {
    overflow: visible;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th, td {
    padding: ${({ theme }) => theme.space(1.5)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: center;
  }
  th[scope='row'], thead th:first-child {
    text-align: left;
  }
`;
