import type { ReactNode } from 'react';
import styled from 'styled-components';

type PageHeaderProps = {
  title: string;
  subtitle?: ReactNode;
  /** Buttons shown at the right of the title. */
  actions?: ReactNode;
};

/** A screen's title block; it also names the browser tab, which screen readers announce. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <Wrapper>
      <title>{`${title} · Food Safety Management`}</title>
      <div>
        <Title>{title}</Title>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      </div>
      {actions ? <Actions>{actions}</Actions> : null}
    </Wrapper>
  );
}

const Wrapper = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  letter-spacing: -0.01em;
`;

const Subtitle = styled.p`
  margin-top: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;
