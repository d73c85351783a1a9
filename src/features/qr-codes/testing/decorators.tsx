import type { Decorator } from '@storybook/react-vite';
import { ToastProvider } from '@/components/ui/toast/toast';
import { SiteOriginContext } from '../lib/use-tip-page-address';

/** Where the stories' tip pages live: a fixed origin, whatever port Storybook is served on. */
export const STORY_ORIGIN = 'https://tips.example';

/** The frame's toasts and a fixed site origin around a QR codes screen. */
export const withQrCodesFrame: Decorator = (Story) => (
  <SiteOriginContext value={STORY_ORIGIN}>
    <ToastProvider>
      <div style={{ width: 'min(960px, 100vw)', padding: 16 }}>
        <Story />
      </div>
    </ToastProvider>
  </SiteOriginContext>
);
