import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { MobileWorkflowFeaturesDocument } from '../../../graphql/graphql';
import { focusRing } from '../../../lib/theme';
import { SectionTitle } from '../shell/mobile-ui';
import { enabledTiles, type WorkflowAction } from './workflow';

/** SPEC 2.20 'Food Safety Workflow': one large button per task the company has switched on. */
export function WorkflowGrid({ onOpen }: { onOpen(action: WorkflowAction, label: string): void }) {
  const { data } = useQuery(MobileWorkflowFeaturesDocument);
  return (
    <section aria-labelledby="food-safety-workflow">
      <SectionTitle id="food-safety-workflow">Food Safety Workflow</SectionTitle>
      <Grid>
        {enabledTiles(data?.companySettings.pwa).map(({ label, icon: Icon, action }) => (
          <li key={label}>
            <Tile type="button" onClick={() => onOpen(action, label)}>
              <Icon size={24} />
              <span>{label}</span>
            </Tile>
          </li>
        ))}
      </Grid>
    </section>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  list-style: none;
`;

const Tile = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  height: 100%;
  min-height: 88px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-align: center;
  cursor: pointer;
  span {
    color: ${({ theme }) => theme.colors.text};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  ${focusRing}
`;
