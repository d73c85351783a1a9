/**
 * The environment `npm run serve:nginx` runs with in the suite (playwright.config.ts), as an
 * operator would start the image: e2e/nginx.spec.ts checks that it reaches the browser.
 */
export const NGINX_ENVIRONMENT = {
  API_BASE_URL: 'https://api.example.test/api',
  SENTRY_ENVIRONMENT: 'nginx-e2e',
};
