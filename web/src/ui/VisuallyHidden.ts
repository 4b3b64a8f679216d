import styled from 'styled-components';
import { visuallyHidden } from '../lib/theme';

/** Text for screen readers only. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
