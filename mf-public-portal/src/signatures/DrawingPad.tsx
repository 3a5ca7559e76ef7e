import { useRef } from 'react';
import { useTranslation } from '@linhagem/ui-kit';

export type DrawingPadProps = { label: string; onChange: (drawing: string | null) => void };

const WIDTH = 300;
const HEIGHT = 100;

/** An optional drawn signature: a small canvas drawn with a finger or mouse, sent as a PNG data URL. */
export function DrawingPad({ label, onChange }: DrawingPadProps) {
  const { t } = useTranslation('signatures');
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return [
      ((event.clientX - box.left) * WIDTH) / box.width,
      ((event.clientY - box.top) * HEIGHT) / box.height,
    ] as const;
  };
  const context = () => canvas.current?.getContext('2d') ?? null;
  return (
    <div className="pps-drawing">
      <span className="pps-label">{label}</span>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        aria-label={label}
        className="pps-canvas"
        onPointerDown={(event) => {
          const ctx = context();
          if (!ctx) return;
          drawing.current = true;
          event.currentTarget.setPointerCapture(event.pointerId);
          ctx.lineWidth = 2;
          ctx.lineCap = 'round';
          ctx.beginPath();
          ctx.moveTo(...point(event));
        }}
        onPointerMove={(event) => {
          const ctx = context();
          if (!drawing.current || !ctx) return;
          ctx.lineTo(...point(event));
          ctx.stroke();
        }}
        onPointerUp={() => {
          drawing.current = false;
          onChange(canvas.current?.toDataURL('image/png') ?? null);
        }}
      />
      <button
        type="button"
        className="p-button p-button-text p-button-sm"
        onClick={() => {
          context()?.clearRect(0, 0, WIDTH, HEIGHT);
          onChange(null);
        }}
      >
        {t('portal.clear')}
      </button>
    </div>
  );
}
