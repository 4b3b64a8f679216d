import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { CompanySettingsDocument } from '../../graphql/graphql';
import { LoadError } from '../../ui/LoadError';
import { Spinner } from '../../ui/Spinner';
import { AlertChannelsPanel } from './AlertChannelsPanel';
import { ApiKeysPanel } from './ApiKeysPanel';
import { SettingsForm } from './SettingsForm';
import { SettingsHeader } from './SettingsHeader';

/** `/admin/settings` (SPEC 2.19): the company's settings, as the API keeps them. */
export function SettingsPage() {
  const { data, error } = useQuery(CompanySettingsDocument);
  if (data) {
    return (
      <>
        <SettingsForm settings={data.companySettings} />
        <AlertChannelsPanel />
        <ApiKeysPanel />
      </>
    );
  }
  return (
    <>
      <SettingsHeader />
      {error ? (
        <LoadError title="Failed to load settings" error={error} />
      ) : (
        <Centre>
          <Spinner label="Loading settings" size={40} />
        </Centre>
      )}
    </>
  );
}

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(10)} 0;
`;
