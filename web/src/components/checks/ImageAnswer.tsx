import { useRef, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/toasts/toast-store';
import { uploadFile } from '../../lib/uploads';
import { Button } from '../../ui/Button';

type ImageAnswerProps = {
  label: string;
  /** The upload id of the image given, or ''. */
  value: string;
  onChange(uploadId: string): void;
};

/** Sends the image as a photo upload (POST /api/uploads) and answers with its id. */
function useImageUpload(label: string, onChange: (uploadId: string) => void) {
  const [sending, setSending] = useState(false);
  const send = async (image: Blob, fileName: string) => {
    setSending(true);
    try {
      onChange(String((await uploadFile('photo', image, { fileName })).id));
    } catch (error) {
      toast({ title: `Failed to upload: ${label}`, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };
  return { send, sending };
}

/** A photo item: take or choose a picture; it is uploaded at once and kept with the check. */
export function PhotoAnswer({ label, value, onChange }: ImageAnswerProps) {
  const { send, sending } = useImageUpload(label, onChange);
  return (
    <Row>
      <input
        type="file"
        accept="image/*"
        capture="environment"
        aria-label={`Photo for ${label}`}
        disabled={sending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file, file.name);
        }}
      />
      <Status>{sending ? 'Uploading...' : value ? 'Photo added' : 'No photo yet'}</Status>
    </Row>
  );
}

/** A signature item: drawn with a finger or mouse on a small canvas, then saved as an image. */
export function SignatureAnswer({ label, value, onChange }: ImageAnswerProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);
  const { send, sending } = useImageUpload(label, onChange);
  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [
      ((event.clientX - box.left) * event.currentTarget.width) / box.width,
      ((event.clientY - box.top) * event.currentTarget.height) / box.height,
    ] as const;
  };
  const context = () => canvas.current?.getContext('2d') ?? null;
  const clear = () => {
    const pad = canvas.current;
    context()?.clearRect(0, 0, pad?.width ?? 0, pad?.height ?? 0);
    setDrawn(false);
    onChange('');
  };
  const save = () =>
    canvas.current?.toBlob((image) => {
      if (image) void send(image, 'signature.png');
    }, 'image/png');
  return (
    <div>
      <Pad
        ref={canvas}
        width={480}
        height={140}
        role="img"
        aria-label={`Signature pad for ${label}`}
        onPointerDown={(event) => {
          drawing.current = true;
          context()?.beginPath();
          context()?.moveTo(...point(event));
        }}
        onPointerMove={(event) => {
          const pen = context();
          if (!drawing.current || !pen) return;
          pen.lineWidth = 2.5;
          pen.lineTo(...point(event));
          pen.stroke();
          setDrawn(true);
        }}
        onPointerUp={() => {
          drawing.current = false;
        }}
        onPointerLeave={() => {
          drawing.current = false;
        }}
      />
      <Row>
        <Button size="sm" variant="secondary" disabled={!drawn || sending} onClick={save}>
          {sending ? 'Saving...' : 'Save Signature'}
        </Button>
        <Button size="sm" variant="ghost" onClick={clear}>
          Clear
        </Button>
        <Status>{value ? 'Signature saved' : 'Not signed yet'}</Status>
      </Row>
    </div>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
`;

const Status = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Pad = styled.canvas`
  width: 100%;
  max-width: 480px;
  height: 140px;
  touch-action: none;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;
