import { useId } from 'react';
import { initials, tintFor } from '@/components/ui/avatar/initials';
import {
  estimateWidth,
  PRINT_COLORS,
  PRINT_FONT_FAMILY,
  type DrawItem,
  type Drawing,
  type Measure,
} from '../lib/print/drawing';
import { qrPath } from '../lib/print/qr-matrix';
import styles from './print-preview.module.css';

/** The PDF's own font files (loadPreviewFonts), then the computer's Noto Sans until they are in. */
const FONT_FAMILY = `'${PRINT_FONT_FAMILY}', 'Noto Sans', 'DejaVu Sans', sans-serif`;

/**
 * Text widths as the browser sets them in the preview's font: the drawing is laid out with the
 * same metrics it is drawn with, the PDF's once `fontsLoaded`. Without a canvas (tests) an
 * estimate stands in.
 */
export function browserMeasure(fontsLoaded: boolean): Measure {
  // In a page, an OffscreenCanvas draws with the page's fonts (document.fonts).
  const context =
    typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  if (!context) return estimateWidth;
  const family = fontsLoaded ? FONT_FAMILY : FONT_FAMILY.replace(`'${PRINT_FONT_FAMILY}', `, '');
  return (text, size, weight) => {
    context.font = `${weight} 100px ${family}`;
    return (context.measureText(text).width / 100) * size;
  };
}

interface PrintPreviewProps {
  drawing: Drawing;
  /** The recipient's or team's photo; initials on a tint without it. */
  photoUrl: string | null;
  /** What the picture shows, for screen readers. */
  label: string;
}

/** The print on screen, millimetre for millimetre the drawing the PDF's first page prints. */
export function PrintPreview({ drawing, photoUrl, label }: PrintPreviewProps) {
  const id = useId();
  return (
    <svg
      className={styles.preview}
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      role="img"
      aria-label={label}
      fontFamily={FONT_FAMILY}
      data-format={drawing.format}
      data-layout={drawing.layout}
      style={{ aspectRatio: `${drawing.width} / ${drawing.height}` }}
    >
      {drawing.items.map((item, index) => (
        <Item key={index} item={item} photoUrl={photoUrl} clipId={`${id}-${index}`} />
      ))}
    </svg>
  );
}

function Item({
  item,
  photoUrl,
  clipId,
}: {
  item: DrawItem;
  photoUrl: string | null;
  clipId: string;
}) {
  switch (item.type) {
    case 'rect':
      return (
        <rect x={item.x} y={item.y} width={item.width} height={item.height} fill={item.fill} />
      );
    case 'frame':
      return (
        <rect
          x={item.x}
          y={item.y}
          width={item.width}
          height={item.height}
          rx={item.radius}
          fill="none"
          stroke={item.stroke}
          strokeWidth={item.strokeWidth}
        />
      );
    case 'line':
      return (
        <line
          x1={item.x1}
          y1={item.y1}
          x2={item.x2}
          y2={item.y2}
          stroke={item.stroke}
          strokeWidth={item.strokeWidth}
          strokeDasharray={item.dashed ? '2 1.5' : undefined}
        />
      );
    case 'text':
      return (
        <text
          x={item.x}
          y={item.y}
          fontSize={item.size}
          fontWeight={item.weight}
          textAnchor={item.anchor}
          fill={item.fill}
        >
          {item.text}
        </text>
      );
    case 'photo':
      return photoUrl ? (
        <>
          <clipPath id={clipId}>
            <circle cx={item.cx} cy={item.cy} r={item.radius} />
          </clipPath>
          <image
            href={photoUrl}
            x={item.cx - item.radius}
            y={item.cy - item.radius}
            width={item.radius * 2}
            height={item.radius * 2}
            preserveAspectRatio="xMidYMid slice"
            clipPath={`url(#${clipId})`}
          />
        </>
      ) : (
        <>
          <circle cx={item.cx} cy={item.cy} r={item.radius} fill={tintFor(item.name)} />
          <text
            x={item.cx}
            y={item.cy + item.radius * 0.28}
            fontSize={item.radius * 0.8}
            fontWeight={700}
            textAnchor="middle"
            fill={PRINT_COLORS.ink}
          >
            {initials(item.name)}
          </text>
        </>
      );
    case 'qr':
      return (
        <>
          <rect
            x={item.x}
            y={item.y}
            width={item.size}
            height={item.size}
            fill={PRINT_COLORS.paper}
          />
          <path
            d={qrPath(item.modules)}
            transform={`translate(${item.x} ${item.y}) scale(${item.size / item.modules.length})`}
            fill="#000"
            shapeRendering="crispEdges"
          />
        </>
      );
    case 'turned':
    case 'moved':
      return (
        <g
          transform={
            item.type === 'turned'
              ? `rotate(180 ${item.cx} ${item.cy})`
              : `translate(${item.dx} ${item.dy})`
          }
        >
          {item.items.map((child, index) => (
            <Item key={index} item={child} photoUrl={photoUrl} clipId={`${clipId}-${index}`} />
          ))}
        </g>
      );
  }
}
