import { CheckDialog as ChecklistDialog } from '../../components/checks/CheckDialog';
import { useCheckWork } from '../../components/checks/useCheckWork';
import type { ComplianceCheckRowFragment } from '../../graphql/graphql';

/** A check's checklist on the compliance screens: worked item by item, or read once completed. */
export function CheckDialog({ check, onClose }: { check: ComplianceCheckRowFragment | null; onClose(): void }) {
  const work = useCheckWork();
  return <ChecklistDialog check={check} onClose={onClose} work={work} />;
}
