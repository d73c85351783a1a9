import type { AnchorHTMLAttributes } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes, relative to the router's base path like react-router's own `to`. */
  to: To;
}

/**
 * A link inside the app: a real `<a href>` (open in a new tab, copy the address) that
 * navigates without a page load on a plain click. Built from react-router's hooks for custom
 * links instead of its `<Link>`, whose prefetching pulls the framework-mode data-router code
 * into every page (2 KB gzip on the public pages; remix-run/react-router#14058). ESLint
 * points here from `import { Link } from 'react-router'`.
 */
export function Link({ to, target, onClick, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </a>
  );
}
