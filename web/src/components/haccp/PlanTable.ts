import styled from 'styled-components';

/** The HACCP screens' tables: full width, a rule under each row, cells read from the top. */
export const PlanTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td {
    padding: ${({ theme }) => theme.space(2)};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  tr[aria-current='true'] td { background: ${({ theme }) => theme.colors.surfaceMuted}; }
`;
