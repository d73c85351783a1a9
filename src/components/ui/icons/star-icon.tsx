import type { SVGProps } from 'react';
import { Icon } from './icon';

export function StarIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon strokeWidth="1.5" {...props}>
      <path d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
    </Icon>
  );
}
