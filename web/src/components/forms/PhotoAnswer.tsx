import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { uploadFile } from '../../lib/uploads';
import { Input } from '../../ui/Field';
import { PHOTO_TYPES } from '../photos/photo-types';

type PhotoAnswerProps = { id: string; required: boolean; value: number | undefined; onChange(value: number | ''): void; describedBy?: string };

/** A photo field: the chosen photo goes up at once, and the answer is its upload's id (the server checks it is the viewer's). */
export function PhotoAnswer({ id, required, value, onChange, describedBy }: PhotoAnswerProps) {
  const [state, setState] = useState<string | null>(null);
  const choose = async (file: File | undefined) => {
    if (!file) return onChange('');
    setState('Uploading photo...');
    try {
      onChange((await uploadFile('photo', file)).id);
      setState('Photo attached');
    } catch (error) {
      onChange('');
      setState(`Photo not attached: ${errorMessage(error)}`);
    }
  };
  return (
    <>
      <Input
        id={id}
        type="file"
        accept={PHOTO_TYPES}
        aria-required={required}
        aria-describedby={describedBy}
        onChange={(event) => void choose(event.currentTarget.files?.[0])}
      />
      <p role="status">{state ?? (value ? 'Photo attached' : '')}</p>
    </>
  );
}
