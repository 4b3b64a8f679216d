import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../lib/theme';
import { CAMERA_DENIED, CAMERA_UNAVAILABLE, PhotoButtons } from './PhotoButtons';

function renderButtons() {
  render(
    <ThemeProvider theme={theme}>
      <PhotoButtons onAdd={() => {}} uploadLabel="Upload" />
    </ThemeProvider>,
  );
  const camera = screen.getByTestId('take-photo-input') as HTMLInputElement;
  const opened = vi.spyOn(camera, 'click').mockImplementation(() => {});
  return { opened, user: userEvent.setup() };
}

function withDevices(enumerateDevices: (() => Promise<Partial<MediaDeviceInfo>[]>) | undefined) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: enumerateDevices ? { enumerateDevices } : undefined });
}

describe('Take Photo (SPEC 8 camera alerts)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    withDevices(undefined);
  });

  it('opens the camera when the device has one', async () => {
    withDevices(async () => [{ kind: 'videoinput' }]);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { opened, user } = renderButtons();
    await user.click(screen.getByRole('button', { name: 'Take Photo' }));
    expect(opened).toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it.each([
    ['a device without camera support', undefined, CAMERA_UNAVAILABLE],
    ['a device with no camera', async () => [{ kind: 'audioinput' as const }], CAMERA_UNAVAILABLE],
    ['a browser that refuses', async () => Promise.reject(new Error('NotAllowedError')), CAMERA_DENIED],
  ])('explains %s', async (_case, devices, message) => {
    withDevices(devices);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { opened, user } = renderButtons();
    await user.click(screen.getByRole('button', { name: 'Take Photo' }));
    expect(alert).toHaveBeenCalledWith(message);
    expect(opened).not.toHaveBeenCalled();
  });
});
