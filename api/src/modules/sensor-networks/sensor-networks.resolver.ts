import { Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CurrentViewer } from '../../graphql/current-viewer.js';
import type { Viewer } from '../../viewer.js';
import { EquipmentType } from '../temperature/temperature.types.js';
import { UnknownDeviceType } from './sensor-networks.types.js';
import { sensorSettingsLoader } from './sensor-settings.loader.js';
import { listUnknownDevices } from './unknown-devices.service.js';

@Resolver()
export class UnknownDevicesResolver {
  @Query(() => [UnknownDeviceType], { description: 'LoRaWAN devices heard but not mapped to a unit, most recently seen first (administrators).' })
  async unknownDevices(@Ctx() { em }: GraphQLContext, @CurrentViewer() viewer: Viewer): Promise<UnknownDeviceType[]> {
    return (await listUnknownDevices(em, viewer)).map((device) => ({
      deviceEui: device.deviceEui,
      network: device.network,
      firstSeenAt: device.firstSeenAt,
      lastSeenAt: device.lastSeenAt,
      uplinks: device.uplinks,
      payloadSample: JSON.stringify(device.payloadSample),
    }));
  }
}

/** A unit's LoRaWAN device and door settings (docs/integrations.md). */
@Resolver(() => EquipmentType)
export class EquipmentSensorFieldsResolver {
  @FieldResolver(() => String, { nullable: true, description: 'The LoRaWAN device (DevEUI) whose uplinks are this unit’s readings; null: none.' })
  async deviceEui(@Root() equipment: EquipmentType, @Ctx() { em }: GraphQLContext): Promise<string | null> {
    return (await sensorSettingsLoader(em).load(equipment.id)).deviceEui;
  }

  @FieldResolver(() => Int, { description: 'Minutes the unit’s door may stay open before it raises one alert.' })
  async doorAlertMinutes(@Root() equipment: EquipmentType, @Ctx() { em }: GraphQLContext): Promise<number> {
    return (await sensorSettingsLoader(em).load(equipment.id)).doorAlertMinutes;
  }

  @FieldResolver(() => Date, { nullable: true, description: 'When the unit’s door contact reported it open; null: closed, or no contact.' })
  async doorOpenSince(@Root() equipment: EquipmentType, @Ctx() { em }: GraphQLContext): Promise<Date | null> {
    return (await sensorSettingsLoader(em).load(equipment.id)).doorOpenSince;
  }
}
