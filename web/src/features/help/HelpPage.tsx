import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../lib/paths';
import { Breadcrumb } from '../../ui/Breadcrumb';
import { Card, CardBody, CardHeader, CardTitle } from '../../ui/Card';
import { PageHeader } from '../../ui/PageHeader';
import { MutedText } from '../../ui/RecordCard';
import { HELP_TOPICS, TEMPERATURE_LIMITS } from './help-topics';

/** Where the sidebar's View Resources leads (issue 17): the product's guides and the limits it checks against. */
export function HelpPage() {
  return (
    <>
      <Breadcrumb items={[{ label: 'Dashboard', to: paths.dashboard }, { label: 'Help & Resources' }]} />
      <PageHeader title="Help & Resources" subtitle="Guides and support for your food safety routines." />
      <Topics>
        {HELP_TOPICS.map((topic) => (
          <Card key={topic.title} as="section" aria-label={topic.title}>
            <CardHeader>
              <CardTitle as="h2">{topic.title}</CardTitle>
            </CardHeader>
            <CardBody>
              <p>{topic.text}</p>
              {topic.link ? <Go to={topic.link.to}>{`Go to ${topic.link.label}`}</Go> : null}
            </CardBody>
          </Card>
        ))}
      </Topics>
      <Card as="section" aria-labelledby="help-limits">
        <CardHeader>
          <CardTitle as="h2" id="help-limits">
            Temperature limits
          </CardTitle>
        </CardHeader>
        <CardBody>
          <MutedText>The company presets start from these UK limits; administrators can change them in Settings & Presets.</MutedText>
          <Limits>
            {TEMPERATURE_LIMITS.map(([control, limit]) => (
              <div key={control}>
                <dt>{control}</dt>
                <dd>{limit}</dd>
              </div>
            ))}
          </Limits>
        </CardBody>
      </Card>
    </>
  );
}

const Topics = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(300px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Go = styled(Link)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 500;
`;

const Limits = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding-bottom: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;
