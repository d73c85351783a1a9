import type { ComponentType, SVGProps } from 'react';

/** One place in the cabinet's navigation, as the app's table of private areas describes it. */
export interface CabinetNavItem {
  key: string;
  /** Absolute router path: `/cabinet/profile`, `/orders`. */
  to: string;
  /** Already translated. */
  label: string;
  /** A shorter name for the phone's bottom bar (about 60 px a label), when the label is long. */
  barLabel?: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Shown in the phone's bottom bar (the rest are one tap away under "More"). */
  primary: boolean;
}

/**
 * Whether `pathname` is inside the item's area. The area at a root (the home screen at
 * `/cabinet`) is active only there, not on every page below it.
 */
export function isActiveArea(
  pathname: string,
  item: CabinetNavItem,
  items: readonly CabinetNavItem[],
): boolean {
  if (pathname === item.to) return true;
  if (!pathname.startsWith(`${item.to}/`)) return false;
  // A more specific area owns the path (/cabinet/profile is not the home screen's).
  return !items.some(
    (other) =>
      other.to.length > item.to.length &&
      (pathname === other.to || pathname.startsWith(`${other.to}/`)),
  );
}
