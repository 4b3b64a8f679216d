import { InvalidInput } from '../../errors.js';

const EUI_RULE = 'Device EUI must be 16 hexadecimal digits (e.g. 70B3D57ED005A1B2)';

/**
 * A LoRaWAN DevEUI as stored and compared: 16 upper-case hex digits. Network servers and labels
 * write it in lower case (ChirpStack) or with separators (70-B3-D5-…, 70:b3:…); all name one device.
 */
export function normaliseDeviceEui(value: string): string {
  const eui = value.replace(/[\s:-]/g, '').toUpperCase();
  if (!/^[0-9A-F]{16}$/.test(eui)) throw new InvalidInput(EUI_RULE);
  return eui;
}

/** A settings value: blank clears the mapping (null), anything else must be a DevEUI. */
export const deviceEuiSetting = (value: string | null): string | null => (value === null || value.trim() === '' ? null : normaliseDeviceEui(value));
