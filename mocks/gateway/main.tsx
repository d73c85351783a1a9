import '../../src/components/ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CardBindingPage } from './card-binding-page';
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
const params = new URLSearchParams(window.location.search);
const orderId = params.get('orderId') ?? '';
createRoot(document.getElementById('gateway')!).render(
  <StrictMode>
    {params.get('mode') === 'bind' ? (
      <CardBindingPage orderId={orderId} />
    ) : (
      <GatewayPage orderId={orderId} />
    )}
  </StrictMode>,
);
