import { Eraser } from 'lucide-react';
import { type PointerEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';

/** a point of a stroke in CSS pixels of the canvas, with the line's width there */
interface Point {
  x: number;
  y: number;
  width: number;
}

/** the exported PNG's widest side: a signature needs no more (the server takes ~300 kB) */
const EXPORT_WIDTH = 900;

function line(context: CanvasRenderingContext2D, from: Point, to: Point) {
  if (from.x === to.x && from.y === to.y) {
    // a tap: a dot (a zero-length line may draw nothing)
    context.fillStyle = context.strokeStyle;
    context.beginPath();
    context.arc(to.x, to.y, to.width / 2, 0, Math.PI * 2);
    context.fill();
    return;
  }
  context.lineWidth = to.width;
  context.beginPath();
  context.moveTo(from.x, from.y);
  context.lineTo(to.x, to.y);
  context.stroke();
}

/** the drawing as a PNG data URL on its white background, at most EXPORT_WIDTH wide */
function toPng(canvas: HTMLCanvasElement): string {
  if (canvas.width <= EXPORT_WIDTH) return canvas.toDataURL('image/png');
  const copy = document.createElement('canvas');
  copy.width = EXPORT_WIDTH;
  copy.height = Math.round((canvas.height * EXPORT_WIDTH) / canvas.width);
  copy.getContext('2d')?.drawImage(canvas, 0, 0, copy.width, copy.height);
  return copy.toDataURL('image/png');
}

/**
 * The customer's signature drawn with a finger, a pen or the mouse (Pointer Events, no page
 * scroll while drawing), sharp on any screen density; after each stroke `onChange` gets the
 * drawing as a PNG data URL, null once cleared.
 */
export function SignaturePad({ onChange }: { onChange: (dataUrl: string | null) => void }) {
  const { t } = useTranslation('rentals');
  const hintId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Point[][]>([]);
  const current = useRef<Point[] | null>(null);
  const [signed, setSigned] = useState(false);

  const context = useCallback(() => {
    const canvas = canvasRef.current;
    const drawing = canvas?.getContext('2d');
    if (!canvas || !drawing) return null;
    const ratio = canvas.width / Math.max(1, canvas.clientWidth);
    drawing.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawing.strokeStyle = '#0f172a';
    drawing.lineCap = 'round';
    drawing.lineJoin = 'round';
    return drawing;
  }, []);

  /** white paper, then every stroke again (after a resize) */
  const paint = useCallback(() => {
    const canvas = canvasRef.current;
    const drawing = context();
    if (!canvas || !drawing) return;
    drawing.fillStyle = '#ffffff';
    drawing.fillRect(0, 0, canvas.clientWidth, canvas.clientHeight);
    for (const stroke of strokes.current) {
      stroke.forEach((point, index) => {
        line(drawing, stroke[index - 1] ?? point, point);
      });
    }
  }, [context]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const fit = () => {
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.round(canvas.clientWidth * ratio);
      canvas.height = Math.round(canvas.clientHeight * ratio);
      paint();
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [paint]);

  /** a pen's pressure thickens its line; a finger or the mouse draws at a steady width */
  const widthOf = (event: PointerEvent<HTMLCanvasElement>) =>
    1 + (event.pointerType === 'pen' && event.pressure > 0 ? event.pressure : 0.5) * 2.5;

  /** the event's points (the coalesced ones of a fast move) in CSS pixels of the canvas */
  const pointsOf = (event: PointerEvent<HTMLCanvasElement>): Point[] => {
    const box = event.currentTarget.getBoundingClientRect();
    const width = widthOf(event);
    const coalesced = event.nativeEvent.getCoalescedEvents?.() ?? [];
    return (coalesced.length > 0 ? coalesced : [event.nativeEvent]).map((one) => ({
      x: one.clientX - box.left,
      y: one.clientY - box.top,
      width,
    }));
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    const [point] = pointsOf(event);
    if (!point) return;
    current.current = [point];
    const drawing = context();
    if (drawing) line(drawing, point, point);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const stroke = current.current;
    const drawing = context();
    if (!stroke || !drawing) return;
    const points = pointsOf(event);
    for (const point of points) {
      const last = stroke.at(-1) ?? point;
      line(drawing, last, point);
      stroke.push(point);
    }
  };

  const end = () => {
    const stroke = current.current;
    const canvas = canvasRef.current;
    if (!stroke || !canvas) return;
    current.current = null;
    strokes.current.push(stroke);
    setSigned(true);
    onChange(toPng(canvas));
  };

  const clear = () => {
    strokes.current = [];
    current.current = null;
    paint();
    setSigned(false);
    onChange(null);
  };

  return (
    <div className="flex flex-col gap-2">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t('inspection.signature.label')}
        aria-describedby={hintId}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        className="h-40 w-full cursor-crosshair touch-none select-none rounded-lg border-2 border-dashed border-slate-300 bg-white dark:border-slate-600"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {signed ? (
            <Badge tone="green">{t('inspection.signature.signed')}</Badge>
          ) : (
            t('inspection.signature.hint')
          )}
        </p>
        <Button size="sm" variant="secondary" onClick={clear} disabled={!signed}>
          <Eraser size={16} aria-hidden />
          {t('inspection.signature.clear')}
        </Button>
      </div>
    </div>
  );
}
