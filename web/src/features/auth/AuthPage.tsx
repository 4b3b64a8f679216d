import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { Brand } from '../../layout/Brand';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { ProductHighlights } from './ProductHighlights';
import { SignInForm } from './SignInForm';

// Sign-up (and the form library it uses) loads when its tab is opened: most visitors sign in.
const SignUpForm = lazy(() => import('./SignUpForm').then(({ SignUpForm }) => ({ default: SignUpForm })));

/** SPEC 2.3: sign in or create an account; the side panel says what the product does. */
export function AuthPage() {
  return (
    <Layout>
      <title>Sign in · Food Safety Management</title>
      <FormColumn>
        <FormCard>
          <Brand />
          <Tabs
            label="Account"
            items={[
              { value: 'sign-in', label: 'Sign In', panel: <SignInForm /> },
              {
                value: 'sign-up',
                label: 'Sign Up',
                panel: (
                  <Suspense fallback={<Spinner />}>
                    <SignUpForm />
                  </Suspense>
                ),
              },
            ]}
          />
        </FormCard>
      </FormColumn>
      <ProductHighlights />
    </Layout>
  );
}

const Layout = styled.main`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  min-height: 100vh;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const FormColumn = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(6)};
`;

const FormCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  width: 100%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space(8)};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space(5)};
  }
`;
