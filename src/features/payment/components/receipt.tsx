import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FinishedPaymentInfo } from '@/api/generated/model';
import { Button } from '@/components/ui/button/button';
import { useLocale } from '@/lib/i18n/i18n-provider';
import { toIntlLocale } from '@/lib/i18n/locales';
import { receiptOf, receiptText } from '../lib/receipt';
import { shareReceipt } from '../lib/share-receipt';
import { finishMessages } from '../finish-messages';
import styles from './receipt.module.css';

/** How long "copied" or a failure stays under the buttons. */
const NOTICE_MS = 6000;

/** A paid tip's receipt to keep: its lines, "Save as PDF" and "Share". */
export function Receipt({ info }: { info: FinishedPaymentInfo }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [notice, setNotice] = useState<{ text: string; tone: 'success' | 'error' } | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const say = (message: keyof typeof finishMessages, tone: 'success' | 'error') =>
    setNotice({ text: intl.formatMessage(finishMessages[message]), tone });
  const receipt = useMemo(() => receiptOf(info, intl), [info, intl]);
  const [saving, setSaving] = useState(false);
  // A second press while the PDF is being made (before the button shows it) makes no second file.
  const savingNow = useRef(false);

  const savePdf = async () => {
    if (savingNow.current) return;
    savingNow.current = true;
    setSaving(true);
    try {
      // pdf-lib and the fonts load only now: never with the tip page.
      const { saveReceiptPdf } = await import('../lib/receipt-pdf');
      await saveReceiptPdf(receipt, toIntlLocale(locale));
    } catch {
      say('pdfFailed', 'error');
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  };

  const share = async () => {
    try {
      const outcome = await shareReceipt(receipt.title, receiptText(receipt));
      if (outcome === 'copied') say('receiptCopied', 'success');
    } catch {
      say('shareFailed', 'error');
    }
  };

  return (
    <section className={styles.receipt} aria-labelledby="finish-receipt-title">
      <h2 id="finish-receipt-title" className={styles.title}>
        {intl.formatMessage(finishMessages.receiptTitle)}
      </h2>
      <dl className={styles.rows}>
        {receipt.rows.map(({ label, value }) => (
          <div key={label} className={styles.row}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <Button variant="secondary" size="sm" loading={saving} onClick={() => void savePdf()}>
          {intl.formatMessage(finishMessages.savePdf)}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void share()}>
          {intl.formatMessage(finishMessages.share)}
        </Button>
      </div>
      <p className={styles.notice} role="status" data-tone={notice?.tone}>
        {notice?.text}
      </p>
    </section>
  );
}
