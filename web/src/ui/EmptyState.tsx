import type { ReactNode } from 'react';
import styled from 'styled-components';

type EmptyStateProps = {
  icon?: ReactNode;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  /** h1 when the empty state is the whole page (404, access restricted); h3 inside a card. */
  titleAs?: 'h1' | 'h2' | 'h3';
};

/** What a list shows when it has nothing yet: what is missing and, if possible, what to do. */
export function EmptyState({ icon, title, text, action, titleAs = 'h3' }: EmptyStateProps) {
  return (
    <Wrapper>
      {icon ? <IconCircle aria-hidden="true">{icon}</IconCircle> : null}
      <Title as={titleAs}>{title}</Title>
      {text ? <Text>{text}</Text> : null}
      {action ? <Action>{action}</Action> : null}
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(6)}`};
`;

const IconCircle = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

const Text = styled.p`
  max-width: 420px;
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A quiet line in place of an action, e.g. who may take it when the viewer may not. */
export const EmptyStateNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;
