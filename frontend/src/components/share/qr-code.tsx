import { create } from 'qrcode';
import { useMemo, type CSSProperties } from 'react';
import { cn } from '@/lib/cn';

export interface QrCodeProps {
  /** What the code encodes: a full URL, so a phone's camera opens it. */
  value: string;
  /** Rendered width and height in CSS pixels (the SVG scales crisply to any size). */
  size?: number;
  /** What a screen reader hears, e.g. "QR code for Jordan's donation page". */
  label: string;
  className?: string;
  /** e.g. a fluid width for a big screen (the height follows the width). */
  style?: CSSProperties;
}

/** Modules of empty border around the code: the quiet zone scanners need. */
const quietZone = 4;

/**
 * A QR code drawn as one SVG path from the `qrcode` package's module matrix: synchronous (no canvas, no effect),
 * sharp when printed or blown up on a big screen, and dark on white whatever the theme, so every camera reads it.
 */
export function QrCode({ value, size = 192, label, className, style }: QrCodeProps) {
  const { path, extent } = useMemo(() => {
    // 'M' recovers from ~15% damage: enough for a printed flyer, and keeps a long link at a scannable density.
    const { modules } = create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        if (modules.get(row, col)) d += `M${col + quietZone} ${row + quietZone}h1v1h-1z`;
      }
    }
    return { path: d, extent: modules.size + quietZone * 2 };
  }, [value]);

  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className={cn('block rounded-md bg-white', className)}
      style={style}
      data-qr-value={value}
    >
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
