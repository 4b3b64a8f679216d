import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { HaccpPlanInForceDocument } from '../../graphql/graphql';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

/** Whether the company plan in force needs review, for those who sign it; `loading` until its first answer (a refetch keeps it). */
export function useHaccpReviewNeeded() {
  const { user } = useSession();
  const manages = Boolean(user?.capabilities.manageHaccpPlans);
  const { data, loading } = useQuery(HaccpPlanInForceDocument, { variables: { locationId: null }, skip: !manages });
  return { needed: manages && Boolean(data?.haccpPlan?.needsReview), loading: loading && !data };
}

/** The dashboard's line for those who sign the plan: the company plan in force needs review. Nothing otherwise. */
export function HaccpReviewBanner() {
  if (!useHaccpReviewNeeded().needed) return null;
  return (
    <Banner role="status">
      The HACCP plan in force needs review: a linked limit changed since it was signed. <Link to={paths.haccpPlan}>Review the HACCP plan</Link>
    </Banner>
  );
}

const Banner = styled.p`
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warning};
  a { color: inherit; font-weight: 600; }
`;
