import styled from 'styled-components';

/** A small form inside the details dialog: its fields in a row that wraps, its button last. */
export const InlineForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  & > div { flex: 1 1 10rem; margin: 0; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

export const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Refusal = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding-left: ${({ theme }) => theme.space(4)};
  list-style: disc;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
