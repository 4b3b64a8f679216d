import { type PointerEvent, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';

type SignaturePadProps = { labelId: string; value: string; onChange(value: string): void };

/** Draw with a finger, pen or mouse; the drawing is kept as a PNG data URL. Clear starts again. */
export function SignaturePad({ labelId, value, onChange }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top] as const;
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    drawing.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    context.lineWidth = 2;
    context.lineCap = 'round';
    context.beginPath();
    context.moveTo(...point(event));
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!drawing.current || !context) return;
    context.lineTo(...point(event));
    context.stroke();
  };
  const end = () => {
    if (!drawing.current || !canvas.current) return;
    drawing.current = false;
    onChange(canvas.current.toDataURL('image/png'));
  };
  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, canvas.current.width, canvas.current.height);
    onChange('');
  };
  return (
    <div>
      <Canvas
        ref={canvas}
        width={320}
        height={120}
        role="img"
        aria-labelledby={labelId}
        aria-description={value ? 'Signed' : 'Not signed yet'}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
      />
      <Button size="sm" variant="ghost" onClick={clear}>
        Clear signature
      </Button>
    </div>
  );
}

const Canvas = styled.canvas`
  display: block;
  max-width: 100%;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  touch-action: none;
`;
