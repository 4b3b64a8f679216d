import styled from 'styled-components';

/** A search input with its magnifier icon inside, on the left. */
export const SearchBox = styled.div`
  position: relative;
  flex: 1;
  max-width: 420px;
  & > svg {
    position: absolute;
    top: 12px;
    left: ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  & > input {
    padding-left: ${({ theme }) => theme.space(9)};
  }
`;
