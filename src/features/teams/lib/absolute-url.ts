import { createContext, use } from 'react';
import { useHref } from 'react-router';

/**
 * The origin addresses are handed on with: the page's own, unless set (stories set a fixed one,
 * so a QR code's picture does not change with the port Storybook is served on).
 */
export const SiteOriginContext = createContext<string | null>(null);

/** The whole address of an app path, base path included: what a QR code or a share link holds. */
export function useAbsoluteUrl(path: string): string {
  const href = useHref(path);
  const origin = use(SiteOriginContext) ?? window.location.origin;
  return new URL(href, origin).href;
}
