import type { FormTemplatesQuery } from '../../graphql/graphql';
import { formatTimeAgo } from '../../lib/format/date';

export type FormTemplate = FormTemplatesQuery['formTemplates'][number];

/** 'Last used 2 days ago' from the template's lastUsed, or 'Never used'. */
export function lastUsedText(lastUsed: string | null | undefined, now = Date.now()): string {
  return lastUsed ? `Last used ${formatTimeAgo(lastUsed, now)}` : 'Never used';
}
