import { type ChangeEvent, useRef } from 'react';
import { Button } from '../../../ui/Button';
import { CameraIcon, UploadIcon } from '../shell/mobile-icons';

type PhotoButtonsProps = { onAdd(photos: File[]): void; uploadLabel: string };

/** SPEC 8: what the phone says when its camera cannot be used. */
export const CAMERA_UNAVAILABLE = 'Camera not available. This device may not support camera access.';
export const CAMERA_DENIED = 'Camera access denied or unavailable.';

/**
 * Take Photo opens the phone's camera through a capture file input. It first asks which devices
 * exist (no permission prompt, so the tap still counts when the input opens): without a camera,
 * or when the browser refuses to say, the SPEC's alerts explain why no camera appears.
 */
async function openCamera(input: HTMLInputElement | null): Promise<void> {
  if (!navigator.mediaDevices?.enumerateDevices) return window.alert(CAMERA_UNAVAILABLE);
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    if (!devices.some((device) => device.kind === 'videoinput')) return window.alert(CAMERA_UNAVAILABLE);
  } catch {
    return window.alert(CAMERA_DENIED);
  }
  input?.click();
}

export function PhotoButtons({ onAdd, uploadLabel }: PhotoButtonsProps) {
  const cameraRef = useRef<HTMLInputElement>(null);
  const uploadRef = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const photos = [...(event.target.files ?? [])];
    // Cleared so choosing the same photo again still counts as a change.
    event.target.value = '';
    if (photos.length) onAdd(photos);
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void openCamera(cameraRef.current)}>
        <CameraIcon size={16} />
        Take Photo
      </Button>
      <Button variant="secondary" onClick={() => uploadRef.current?.click()}>
        <UploadIcon size={16} />
        {uploadLabel}
      </Button>
      <input ref={cameraRef} hidden type="file" accept="image/*" capture="environment" data-testid="take-photo-input" onChange={onChange} />
      <input ref={uploadRef} hidden type="file" accept="image/*" multiple data-testid="upload-photo-input" onChange={onChange} />
    </>
  );
}
