import styled from 'styled-components';

export const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The Presets tab's tables: a row per type or stage, a number input per column. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 500;
  }
  tbody th {
    padding-top: ${({ theme }) => theme.space(4)};
    font-weight: 500;
  }
  tbody tr + tr {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  input {
    min-width: 90px;
  }
`;
