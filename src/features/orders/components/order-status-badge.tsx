import { useIntl } from 'react-intl';
import type { OrderStatus } from '@/api/generated/model';
import { orderStatusMessages } from '../messages';
import styles from './orders.module.css';

/** An order's status in words, coloured by what it means for the money. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const intl = useIntl();
  return (
    <span className={styles.badge} data-status={status}>
      {intl.formatMessage(orderStatusMessages[status])}
    </span>
  );
}
