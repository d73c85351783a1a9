import '../../src/components/ui/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startMockBackend } from '../browser';
import { CardBindingPage } from './card-binding-page';
import { GatewayPage } from './gateway-page';

/** The mock gateway runs the mock backend too: its calls, like the app's, are answered by MSW. */
await startMockBackend({ qaPanel: false });
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
