import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { NoEquipmentHere } from '../../components/equipment/NoEquipmentHere';
import { useAddEquipmentDialog } from '../../components/equipment/useAddEquipmentDialog';
import { type EquipmentCategory, type EquipmentSetupFragment, EquipmentTemperaturesDocument } from '../../graphql/graphql';
import { LOCATION_PARAM } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { Tabs } from '../../ui/Tabs';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { EquipmentCardActions } from './EquipmentCardActions';
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
  const user = useSession().user;
  const locations = user?.locations ?? [];
  // The league table links to one site's units with ?location=<id>.
  const linked = Number(useSearchParams()[0].get(LOCATION_PARAM)) || null;
  const [locationId, setLocationId] = useState<number | null>(linked);
  // Administrators add equipment here; for everyone else the button stays without behaviour (SPEC 2.7).
  const { open: onAdd, dialog } = useAddEquipmentDialog(locationId);
  return (
    <>
      <PageHeader
        title="Temperature Monitoring"
        subtitle="Equipment temperatures across your locations"
        actions={
          // SPEC 2.7: Filter and Refresh are shown without behaviour.
          <>
            <Button variant="secondary">Filter</Button>
            <Button variant="secondary">Refresh</Button>
            <Button onClick={onAdd}>Add Equipment</Button>
          </>
        }
      />
      {locations.length > 1 ? <LocationFilter locations={locations} value={locationId} onChange={setLocationId} /> : null}
      <Tabs
        label="Equipment category"
        items={tabs.map((tab) => ({
          value: tab.value,
          label: tab.label,
          // The panel's heading sits between the page title and the units' names (axe heading-order).
          panel: (
            <>
              <VisuallyHidden as="h2">{tab.label}</VisuallyHidden>
              <EquipmentOverview locationId={locationId} categories={tab.categories} withSetup={onAdd !== undefined} />
            </>
          ),
        }))}
      />
      {dialog}
    </>
  );
}

type OverviewProps = { locationId: number | null; categories?: EquipmentCategory[]; withSetup: boolean };

function EquipmentOverview({ locationId, categories, withSetup }: OverviewProps) {
  // Those who may add equipment also edit and retire it, so they load each unit's own settings too.
  const setup = withSetup ? { withSetup: true } : {};
  const { data, loading, error } = useQuery(EquipmentTemperaturesDocument, { variables: { locationId, categories, ...setup } });
  return (
    <EquipmentList
      equipment={data?.equipment}
      loading={loading}
      error={error}
      empty={<NoEquipmentHere title="No equipment found" contactText="Contact your administrator to add equipment." locationId={locationId} />}
    >
      {(unit) => <EquipmentOverviewCard key={unit.id} equipment={unit} actions={hasSetup(unit) ? <EquipmentCardActions unit={unit} /> : null} />}
    </EquipmentList>
  );
}

/** A unit loaded with its own settings (withSetup), which Edit starts from. */
const hasSetup = <T extends object>(unit: T): unit is T & EquipmentSetupFragment => 'usesPresetAlertDelay' in unit;
