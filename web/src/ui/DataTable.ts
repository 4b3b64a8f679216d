import styled from 'styled-components';

/** A plain table of figures: full width, one line per cell, a rule under each row (wrap it in TableScroll for narrow screens). */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td {
    padding: ${({ theme }) => theme.space(2)};
    text-align: left;
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
