// The cabinet benchmark's baseline for its long lists (bench/cabinet/bare-list-scroll.mjs):
// React 19 and TanStack Virtual over the window, as the history uses them (same overscan and
// row estimate), with nothing else: 10,000 rows already in memory, each a fixed-height box with
// an amount, a time and one line of text. What a fling costs here is what React, the
// virtualiser and the browser take for any list on the machine, before the app adds a thing.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo } from 'react';
import { createRoot } from 'react-dom/client';

const ROWS = 10_000;
const ROW_HEIGHT = 112;
const OVERSCAN = 10;

const rows = Array.from({ length: ROWS }, (_, index) => ({
  amount: `${(100 + ((index * 37) % 4900)).toLocaleString('ru-RU')} ₽`,
  time: `${String(23 - (index % 24)).padStart(2, '0')}:${String((index * 7) % 60).padStart(2, '0')}`,
  text: index % 3 ? 'Спасибо, всё было отлично!' : 'QR-код «Бар» · Команда «Ромашка»',
}));

const Row = memo(function Row({ index }: { index: number }) {
  const row = rows[index]!;
  return (
    <article
      aria-posinset={index + 1}
      aria-setsize={ROWS}
      style={{ boxSizing: 'border-box', height: ROW_HEIGHT - 8, padding: 12, background: '#fff' }}
    >
      <a href={`#${index}`} style={{ display: 'flex', justifyContent: 'space-between' }}>
        <b>{row.amount}</b>
        <time>{row.time}</time>
      </a>
      <p style={{ margin: 0 }}>{row.text}</p>
    </article>
  );
});

function List() {
  const virtualizer = useWindowVirtualizer({
    count: ROWS,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  return (
    <div
      role="region"
      aria-label="Operations"
      aria-busy="false"
      style={{ position: 'relative', height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${item.start}px)`,
          }}
        >
          <Row index={item.index} />
        </div>
      ))}
    </div>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<List />);
