import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FinishedPaymentInfo } from '@/api/generated/model';
import { Button } from '@/components/ui/button/button';
import { useToast } from '@/components/ui/toast/toast';
import { useLocale } from '@/lib/i18n/i18n-provider';
import { toIntlLocale } from '@/lib/i18n/locales';
import { fileSaver } from '@/lib/save-file';
import { receiptOf, receiptText } from '../lib/receipt';
import { shareReceipt } from '../lib/share-receipt';
import { finishMessages } from '../finish-messages';
import styles from './receipt.module.css';

/** A paid tip's receipt to keep: its lines, "Save as PDF" and "Share". */
export function Receipt({ info }: { info: FinishedPaymentInfo }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const toast = useToast();
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
      const [{ receiptPdf }, { loadBrowserFont }] = await Promise.all([
        import('../lib/receipt-pdf'),
        import('@/lib/pdf/fonts'),
      ]);
      const bytes = await receiptPdf(receipt, {
        language: toIntlLocale(locale),
        loadFont: loadBrowserFont,
      });
      fileSaver.save(
        receipt.fileName,
        new Blob([bytes.slice().buffer], { type: 'application/pdf' }),
      );
    } catch {
      toast(intl.formatMessage(finishMessages.pdfFailed), { tone: 'error' });
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  };

  const share = async () => {
    try {
      const outcome = await shareReceipt(receipt.title, receiptText(receipt));
      if (outcome === 'copied')
        toast(intl.formatMessage(finishMessages.receiptCopied), { tone: 'success' });
    } catch {
      toast(intl.formatMessage(finishMessages.shareFailed), { tone: 'error' });
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
    </section>
  );
}
