import '../../src/components/ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GatewayPage } from './gateway-page';

/**
 * In mock builds the mock gateway runs the mock backend too: its calls, like the app's, are
 * answered by MSW (quietly: MSW's log of each request would print the card number). Built on
 * its own (`--mode gateway`, scripts/serve-production.mjs) it calls a mock HTTP server instead.
 */
if (import.meta.env.MODE === 'mock') {
  const { startMockBackend } = await import('../browser');
  await startMockBackend({ qaPanel: false, quiet: true });
}
const orderId = new URLSearchParams(window.location.search).get('orderId') ?? '';
createRoot(document.getElementById('gateway')!).render(
  <StrictMode>
    <GatewayPage orderId={orderId} />
  </StrictMode>,
);
