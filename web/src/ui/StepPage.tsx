import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './Card';

/** A centred one-card page for a step that comes before the app (no sidebar). */
export function StepPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <Layout>
      <title>{`${title} · Food Safety Management`}</title>
      <Panel>
        <h1>{title}</h1>
        <Intro>{intro}</Intro>
        {children}
      </Panel>
    </Layout>
  );
}

const Layout = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(6)};
`;

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  width: 100%;
  max-width: 480px;
  padding: ${({ theme }) => theme.space(8)};
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
