/// <reference types="vite/client" />
/// <reference types="msw/vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_PREFIX?: string;
  readonly VITE_GATEWAY_PREFIX?: string;
  readonly VITE_BARREL_PREFIX?: string;
  readonly VITE_SENTRY_DSN?: string;
}
