import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { type EquipmentCategory, EquipmentTemperaturesDocument } from '../../graphql/graphql';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { ThermometerIcon } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Tabs } from '../../ui/Tabs';
import { EquipmentList } from './EquipmentList';
import { EquipmentOverviewCard } from './EquipmentOverviewCard';
import { LocationFilter } from './LocationFilter';

/** SPEC 2.7 tabs; the API maps each category to its equipment types. */
const tabs: { value: string; label: string; categories?: EquipmentCategory[] }[] = [
  { value: 'all', label: 'All Equipment' },
  { value: 'cold', label: 'Cold Storage', categories: ['COLD_STORAGE'] },
  { value: 'hot', label: 'Hot Hold & Cooking', categories: ['HOT_HOLD_AND_COOKING'] },
  { value: 'delivery', label: 'Delivery & Service', categories: ['DELIVERY_AND_SERVICE'] },
];

export function TemperaturePage() {
  const locations = useSession().user?.locations ?? [];
  const [locationId, setLocationId] = useState<number | null>(null);
  return (
    <>
      <PageHeader
        title="Temperature Monitoring"
        subtitle="Equipment temperatures across your locations"
        actions={
          // SPEC 2.7: shown without behaviour.
          <>
            <Button variant="secondary">Filter</Button>
            <Button variant="secondary">Refresh</Button>
            <Button>Add Equipment</Button>
          </>
        }
      />
      {locations.length > 1 ? <LocationFilter locations={locations} value={locationId} onChange={setLocationId} /> : null}
      <Tabs
        label="Equipment category"
        items={tabs.map((tab) => ({ value: tab.value, label: tab.label, panel: <EquipmentOverview locationId={locationId} categories={tab.categories} /> }))}
      />
    </>
  );
}

function EquipmentOverview({ locationId, categories }: { locationId: number | null; categories?: EquipmentCategory[] }) {
  const { data, loading, error } = useQuery(EquipmentTemperaturesDocument, { variables: { locationId, categories } });
  return (
    <EquipmentList
      equipment={data?.equipment}
      loading={loading}
      error={error}
      empty={<EmptyState icon={<ThermometerIcon />} title="No equipment found" text="Contact your administrator to add equipment." />}
    >
      {(unit) => <EquipmentOverviewCard key={unit.id} equipment={unit} />}
    </EquipmentList>
  );
}
