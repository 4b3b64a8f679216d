import { useFormikContext } from 'formik';
import { Button } from '../../ui/Button';
import { FieldGrid } from '../../ui/Field';
import { FormTextField } from '../../ui/FormTextField';
import type { EquipmentFormValues } from './equipment-form';
import { useUnknownDevices } from './useSensorNetwork';

/** The unit's LoRaWAN device and door alert; devices heard but not mapped are offered by their EUI and payload fields. */
export function DeviceEuiFields({ open }: { open: boolean }) {
  const { setFieldValue } = useFormikContext<EquipmentFormValues>();
  const unknown = useUnknownDevices(open);
  return (
    <>
      <FieldGrid>
        <FormTextField name="deviceEui" label="Device EUI (LoRaWAN)" placeholder="e.g. 70B3D57ED005A1B2" />
        <FormTextField name="doorAlertMinutes" label="Door Alert (minutes)" type="number" placeholder="Default: 5" />
      </FieldGrid>
      {unknown.length ? (
        <fieldset>
          <legend>Sensors heard but not mapped</legend>
          {unknown.map((device) => (
            <Button key={device.deviceEui} type="button" variant="secondary" size="sm" onClick={() => void setFieldValue('deviceEui', device.deviceEui)}>
              Use {device.deviceEui} ({device.network}, {device.uplinks} uplinks: {Object.keys(JSON.parse(device.payloadSample)).join(', ')})
            </Button>
          ))}
        </fieldset>
      ) : null}
    </>
  );
}
