/**
 * Webhook bodies as the network servers send them (field for field, trimmed of nothing a parser
 * reads): The Things Stack v3's "Uplink message" webhook and ChirpStack v4's HTTP integration `up`
 * event (JSON encoding), here from a Dragino LHT65 with its vendor's payload formatter.
 */
export function ttnUplink(devEui: string, fCnt: number, decoded: Record<string, unknown>, receivedAt = new Date()) {
  const ulid = `01JDX${String(fCnt).padStart(21, '0')}`.slice(0, 26);
  return {
    end_device_ids: {
      device_id: `eui-${devEui.toLowerCase()}`,
      application_ids: { application_id: 'kitchen-sensors' },
      dev_eui: devEui,
      join_eui: '0000000000000000',
      dev_addr: '260B1234',
    },
    correlation_ids: [
      `as:up:${ulid}`,
      'gs:conn:01JDX0000000000000000000AA',
      `ns:uplink:${ulid}`,
      'rpc:/ttn.lorawan.v3.GsNs/HandleUplink:01JDX0000000000000000000BB',
    ],
    received_at: receivedAt.toISOString().replace('Z', '123456Z'),
    uplink_message: {
      session_key_id: 'AYwVDmBWSHeUQ5bbQqj8vA==',
      f_port: 2,
      f_cnt: fCnt,
      frm_payload: 'y6QJ2gIAAX//f/8=',
      decoded_payload: decoded,
      rx_metadata: [
        {
          gateway_ids: { gateway_id: 'kitchen-gw', eui: 'B827EBFFFE8B1234' },
          time: receivedAt.toISOString(),
          timestamp: 2040934539,
          rssi: -71,
          channel_rssi: -71,
          snr: 9.25,
          uplink_token: 'ChgKFgoKa2l0Y2hlbi1ndxIIuCfr//6LEjQQi4GS8gc=',
          received_at: receivedAt.toISOString(),
        },
      ],
      settings: { data_rate: { lora: { bandwidth: 125000, spreading_factor: 7, coding_rate: '4/5' } }, frequency: '868100000' },
      received_at: receivedAt.toISOString(),
      consumed_airtime: '0.061696s',
      network_ids: { net_id: '000013', tenant_id: 'ttn', cluster_id: 'eu1', cluster_address: 'eu1.cloud.thethings.network' },
    },
  };
}

export function chirpStackUp(devEui: string, deduplicationId: string, object: Record<string, unknown>, time = new Date()) {
  return {
    deduplicationId,
    time: time.toISOString().replace('Z', '+00:00'),
    deviceInfo: {
      tenantId: '52f14cd4-c6f1-4fbd-8f87-4025e1d49242',
      tenantName: 'ChirpStack',
      applicationId: '17c82e96-be03-4f38-aef3-f83d48582d97',
      applicationName: 'Kitchen sensors',
      deviceProfileId: '14855bf7-d10d-4aee-b618-ebfcb64dc7ad',
      deviceProfileName: 'Dragino LHT65',
      deviceName: 'freezer-sensor',
      devEui: devEui.toLowerCase(),
      deviceClassEnabled: 'CLASS_A',
      tags: {},
    },
    devAddr: '00189440',
    adr: true,
    dr: 5,
    fCnt: 7,
    fPort: 2,
    confirmed: false,
    data: 'y6QJ2gIAAX//f/8=',
    object,
    rxInfo: [
      {
        gatewayId: '0016c001f153a14c',
        uplinkId: 4217106255,
        rssi: -88,
        snr: 8.5,
        channel: 2,
        location: {},
        context: 'EFwMtA==',
        metadata: { region_common_name: 'EU868', region_config_id: 'eu868' },
        crcStatus: 'CRC_OK',
      },
    ],
    txInfo: { frequency: 868500000, modulation: { lora: { bandwidth: 125000, spreadingFactor: 7, codeRate: 'CR_4_5' } } },
  };
}

/** Dragino LHT65's formatter output: temperature in TempC_SHT, battery as BatV (volts). */
export const lht65 = (celsius: number, volts = 3.05) => ({
  BatV: volts,
  Bat_status: 3,
  Ext_sensor: 'Temperature Sensor',
  Hum_SHT: 61.2,
  TempC_DS: 327.67,
  TempC_SHT: celsius,
});
