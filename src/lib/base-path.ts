const MAX_BASE_SEGMENTS = 2;

/**
 * The router's basename (spec section 2): the site root when the host is one of
 * `rootHosts`, is localhost, or sits on a 192.168 network; otherwise the app is served
 * under a prefix made of, at most, the first two segments of the path.
 */
export function resolveBasePath(
  location: { hostname: string; pathname: string },
  rootHosts: readonly string[] = [],
): string {
  const host = location.hostname.toLowerCase();
  const isRootHost =
    rootHosts.some((candidate) => candidate.toLowerCase() === host) ||
    host === 'localhost' ||
    host === '127.0.0.1' ||
    host === '[::1]' ||
    host.startsWith('192.168.');
  if (isRootHost) return '/';
  const segments = location.pathname.split('/').filter(Boolean).slice(0, MAX_BASE_SEGMENTS);
  return segments.length === 0 ? '/' : `/${segments.join('/')}`;
}

/** The part of `pathname` below `basename` (starting with '/'), as the router matches it. */
export function pathWithinBase(pathname: string, basename: string): string {
  if (basename === '/') return pathname;
  const below = pathname.slice(basename.length);
  const inside = pathname.toLowerCase().startsWith(basename.toLowerCase()) && /^(\/|$)/.test(below);
  return inside ? below || '/' : pathname;
}
