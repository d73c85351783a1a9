import '../../src/components/ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startMockBackend } from '../browser';
import { GatewayPage } from './gateway-page';

/** The mock gateway runs the mock backend too: its calls, like the app's, are answered by MSW. */
await startMockBackend({ qaPanel: false });
const orderId = new URLSearchParams(window.location.search).get('orderId') ?? '';
createRoot(document.getElementById('gateway')!).render(
  <StrictMode>
    <GatewayPage orderId={orderId} />
  </StrictMode>,
);
