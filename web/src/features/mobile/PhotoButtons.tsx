import { type ChangeEvent, useRef } from 'react';
import { Button } from '../../ui/Button';
import { CameraIcon, UploadIcon } from './mobile-icons';

type PhotoButtonsProps = { onAdd(photos: File[]): void; uploadLabel: string };

/**
 * Take Photo opens the phone's camera through a capture file input, which needs no camera
 * permission and falls back to the file picker on devices without a camera.
 */
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
      <Button variant="secondary" onClick={() => cameraRef.current?.click()}>
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
