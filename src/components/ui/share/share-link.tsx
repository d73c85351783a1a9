import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { shareLink, SHARE_CHANNELS } from '@/lib/share-links';
import { Button } from '../button/button';
import { shareMessages } from './messages';
import styles from './share-link.module.css';

export interface ShareLinkProps {
  /** The address to share (shown, copied, sent). */
  url: string;
  /** The message that goes with it in a messenger. */
  text: string;
  /** Visible name of the address field. */
  label: string;
}

/**
 * A link to hand on: the address itself (selectable, so it can always be copied by hand), a
 * copy button that says whether it worked, and share links to the spec's channels.
 */
export function ShareLink({ url, text, label }: ShareLinkProps) {
  const intl = useIntl();
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (copy !== 'copied') return;
    const timer = setTimeout(() => setCopy('idle'), 4000);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className={styles.share}>
      <label className={styles.field}>
        <span className={styles.label}>{label}</span>
        <input
          className={styles.url}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" onClick={() => void copyLink()}>
          {intl.formatMessage(shareMessages.copy)}
        </Button>
        <ul className={styles.channels} aria-label={intl.formatMessage(shareMessages.channels)}>
          {SHARE_CHANNELS.map((channel) => (
            <li key={channel}>
              <a
                className={styles.channel}
                href={shareLink(channel, url, text)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {intl.formatMessage(shareMessages[channel])}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.status} role="status" data-state={copy}>
        {copy === 'copied'
          ? intl.formatMessage(shareMessages.copied)
          : copy === 'failed'
            ? intl.formatMessage(shareMessages.copyFailed)
            : ''}
      </p>
    </div>
  );
}
