import type { ComponentType } from 'react';
import styled from 'styled-components';
import { BuildingIcon, ChecklistIcon, type IconProps, ShieldIcon, ThermometerIcon } from '../../ui/icons';

const features: { title: string; text: string; icon: ComponentType<IconProps> }[] = [
  { title: 'Temperature Monitoring', text: 'Fridges, freezers, cooking and hot holding.', icon: ThermometerIcon },
  { title: 'Compliance Checks', text: 'Opening, closing and scheduled checklists.', icon: ChecklistIcon },
  { title: 'Multi-Location', text: 'Every site of your business in one account.', icon: BuildingIcon },
  { title: 'Regulatory Compliance', text: 'Records kept ready for inspection.', icon: ShieldIcon },
];

/** SPEC 1: the sign-in page's side panel text and its four features. */
export function ProductHighlights() {
  return (
    <Panel>
      <Heading>Complete Food Safety Management</Heading>
      <Lead>monitor temperatures, track compliance, and ensure food safety standards across all locations</Lead>
      <Features>
        {features.map(({ title, text, icon: Icon }) => (
          <li key={title}>
            <IconBox aria-hidden="true">
              <Icon size={20} />
            </IconBox>
            <div>
              <FeatureTitle>{title}</FeatureTitle>
              <FeatureText>{text}</FeatureText>
            </div>
          </li>
        ))}
      </Features>
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: ${({ theme }) => theme.space(12)};
  background: linear-gradient(150deg, ${({ theme }) => theme.colors.primary}, ${({ theme }) => theme.colors.primaryHover});
  color: ${({ theme }) => theme.colors.onPrimary};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

const Heading = styled.h1`
  font-size: 2rem;
  line-height: 1.2;
  font-weight: 700;
`;

/* The SPEC sentence is kept word for word in the DOM; only its first letter is capitalised on screen. */
const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  max-width: 520px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  opacity: 0.9;
  &::first-letter {
    text-transform: uppercase;
  }
`;

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  margin: ${({ theme }) => `${theme.space(10)} 0 0`};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const IconBox = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgb(255 255 255 / 0.15);
`;

const FeatureTitle = styled.p`
  font-weight: 600;
`;

const FeatureText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.85;
`;
