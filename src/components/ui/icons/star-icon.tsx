import type { SVGProps } from 'react';
import { Icon } from './icon';

/** The star's outline on the icons' 24-unit grid. */
const STAR_OUTLINE = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z';

export function StarIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon strokeWidth="1.5" {...props}>
      <path d={STAR_OUTLINE} />
    </Icon>
  );
}
