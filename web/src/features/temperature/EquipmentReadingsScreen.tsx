import { useQuery } from '@apollo/client/react';
import { NoEquipmentHere } from '../../components/equipment/NoEquipmentHere';
import { EquipmentTemperaturesDocument } from '../../graphql/graphql';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toasts/toast-store';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { EquipmentList } from './EquipmentList';
import { EquipmentReadingCard } from './EquipmentReadingCard';
import type { EquipmentScreenConfig } from './equipment-screens';

/** SPEC 2.8: equipment of the listed types at the user's first location, each with Add Reading. */
export function EquipmentReadingsScreen({ screen }: { screen: EquipmentScreenConfig }) {
  const { user } = useSession();
  // SPEC 6: these screens use the user's first location, whatever the header selector says.
  const location = user?.locations[0] ?? null;
  const { data, loading, error } = useQuery(EquipmentTemperaturesDocument, {
    variables: { locationId: location?.id, types: screen.types },
    skip: !location,
  });

  return (
    <>
      <PageHeader
        title={screen.title}
        subtitle={location ? `${screen.subtitle}: ${location.name}` : screen.subtitle}
        actions={
          <Button onClick={() => toast({ title: 'Select equipment', description: "Click 'Add Reading' on specific equipment to record temperature" })}>
            Add Reading
          </Button>
        }
      />
      <EquipmentList
        equipment={data?.equipment}
        loading={loading}
        error={error}
        empty={<NoEquipmentHere title={screen.emptyTitle} contactText={screen.emptyText} locationId={location?.id} />}
      >
        {(unit) => <EquipmentReadingCard key={unit.id} equipment={unit} badge={screen.badges[unit.type] ?? unit.type} />}
      </EquipmentList>
    </>
  );
}
