import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { Notification } from '@/api/generated/model/notification';
import { Button } from '@/components/ui/button/button';
import { Link } from '@/components/ui/link/link';
import { toMajorUnits } from '@/lib/money';
import { kindOf, notificationValues } from '../lib/notification-types';
import { notificationsMessages } from '../messages';
import styles from './notifications.module.css';

interface NotificationItemProps {
  notification: Notification;
  /** Formats an amount in minor units (the settings' currency). */
  formatAmount: (minor: number) => string;
  /** Marks it processed (notification/accept, each it stands for); `done` runs once it is. */
  onAccept: (done: () => void) => void;
  accepting: boolean;
}

/**
 * One notification, or a tip's receipt and comment together (lib/tip-entries.ts): its type's
 * icon and text (with the team, member, amount or comment it carries),
 * the time, a "new" mark while unprocessed, and a link to what it is about where there is one.
 * Opening the link or "Mark as read" accepts it.
 */
export function NotificationItem({
  notification,
  formatAmount,
  onAccept,
  accepting,
}: NotificationItemProps) {
  const intl = useIntl();
  const textId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const kind = kindOf(notification.type);
  const Icon = kind.icon;
  const amount = notification.amount === undefined ? undefined : formatAmount(notification.amount);
  const text = intl.formatMessage(kind.message, notificationValues(notification, amount));
  const link = kind.linkOf(notification);
  const fresh = !notification.processed;

  return (
    <li ref={itemRef} className={styles.item} data-new={fresh} tabIndex={-1}>
      <span className={styles.icon} aria-hidden="true">
        <Icon />
      </span>
      <div className={styles.body}>
        <p id={textId} className={styles.text}>
          {link ? (
            <Link
              className={styles.link}
              to={link}
              onClick={() => {
                if (fresh) onAccept(() => undefined);
              }}
            >
              {text}
            </Link>
          ) : (
            text
          )}
        </p>
        <p className={styles.meta}>
          <time dateTime={notification.createdDate}>
            {intl.formatTime(notification.createdDate, { hour: '2-digit', minute: '2-digit' })}
          </time>
          {fresh ? (
            <span className={styles.newMark}>{intl.formatMessage(notificationsMessages.new)}</span>
          ) : null}
        </p>
      </div>
      {fresh ? (
        <span className={styles.markRead}>
          <Button
            variant="ghost"
            size="sm"
            loading={accepting}
            aria-describedby={textId}
            // The button goes once it is read: focus stays on the notification itself.
            onClick={() => onAccept(() => itemRef.current?.focus())}
          >
            {intl.formatMessage(notificationsMessages.markRead)}
          </Button>
        </span>
      ) : null}
    </li>
  );
}

/** Minor units as money in the reader's language (the settings' currency, when known). */
export function amountFormatter(format: (major: number) => string) {
  return (minor: number) => format(toMajorUnits(minor));
}
