import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useState } from 'react';
import { CorrectiveActionDetailsDocument } from '../../../graphql/graphql';
import { errorMessage } from '../../../lib/errors';

/**
 * One outcome step's mutation: it refetches the action's details (rows, exposure, history), and
 * keeps the API's refusal to show beside the form rather than losing what was typed.
 */
export function useOutcomeMutation<Data, Variables extends Record<string, unknown>>(document: TypedDocumentNode<Data, Variables>) {
  const [mutate, { loading }] = useMutation(document as TypedDocumentNode<Data, Record<string, unknown>>, {
    refetchQueries: [CorrectiveActionDetailsDocument],
    awaitRefetchQueries: true,
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = async (variables: Variables): Promise<boolean> => {
    setRefusal(null);
    try {
      await mutate({ variables });
      return true;
    } catch (failure) {
      setRefusal(errorMessage(failure));
      return false;
    }
  };
  return { run, loading, refusal };
}
