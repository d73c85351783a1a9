import type { IntlShape } from 'react-intl';
import type { FinishedPaymentInfo } from '@/api/generated/model';
import { withoutBidiControls } from '@/lib/bidi';
import { moneyFormatter, toMajorUnits } from '@/lib/money';
import { finishMessages, finishValueMessages } from '../finish-messages';

export interface ReceiptRow {
  label: string;
  value: string;
}

/** A paid tip's receipt, in the page's language: what the page, the PDF and the share text show. */
export interface Receipt {
  title: string;
  rows: ReceiptRow[];
  /** The PDF's file name: the same in every language. */
  fileName: string;
}

/**
 * The receipt of a paid tip: recipient, tip, the service fee and who paid it, what was charged,
 * when (the page's language, the reader's time zone) and the payment's reference (its orderId).
 */
export function receiptOf(info: FinishedPaymentInfo, intl: IntlShape): Receipt {
  const money = (minor: number) => moneyFormatter(intl, info.currency)(toMajorUnits(minor));
  const row = (label: keyof typeof finishMessages, value: string): ReceiptRow => ({
    label: intl.formatMessage(finishMessages[label]),
    value,
  });
  const fee = info.serviceFee;
  const rows = [
    info.recipientName ? row('receiptRecipient', withoutBidiControls(info.recipientName)) : null,
    row('receiptTip', money(info.amount)),
    fee
      ? row(
          'receiptFee',
          intl.formatMessage(
            fee.paidBy === 'PAYER'
              ? finishValueMessages.receiptFeeByPayer
              : finishValueMessages.receiptFeeByRecipient,
            { amount: money(fee.amount) },
          ),
        )
      : null,
    row('receiptCharged', money(info.amount + (info.feeAmount ?? 0))),
    info.finishedAt
      ? row(
          'receiptDate',
          intl.formatDate(info.finishedAt, { dateStyle: 'long', timeStyle: 'short' }),
        )
      : null,
    row('receiptReference', info.orderId),
  ];
  return {
    title: intl.formatMessage(finishMessages.receiptDocumentTitle),
    rows: rows.filter((entry) => entry !== null),
    fileName: `tip-receipt-${info.orderId.replaceAll(/[^\w-]/g, '')}.pdf`,
  };
}

/** The receipt as plain text, one "label: value" a line (shared or copied). */
export function receiptText({ title, rows }: Receipt): string {
  return [title, ...rows.map(({ label, value }) => `${label}: ${value}`)].join('\n');
}
