import type { RequestHandler } from 'msw';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { callNamesOf } from '../scenarios/call-names';
import { QaPanel } from './qa-panel';

/** Mounts the QA panel into its own root, outside the app's React tree and styles. */
export function mountQaPanel(handlers: readonly RequestHandler[]): void {
  const host = document.createElement('div');
  host.id = 'mock-qa-panel';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <QaPanel calls={callNamesOf(handlers)} />
    </StrictMode>,
  );
}
