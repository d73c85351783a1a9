import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button/button';
import { languageNames } from '@/components/ui/language-switcher/messages';
import { Notice } from '@/components/ui/notice/notice';
import { Select } from '@/components/ui/select/select';
import { Skeleton } from '@/components/ui/skeleton/skeleton';
import { useLocale } from '@/lib/i18n/i18n-provider';
import { APP_LOCALES, isAppLocale, toIntlLocale, type AppLocale } from '@/lib/i18n/locales';
import { fileSaver } from '@/lib/save-file';
import { fileNameOf, kebab } from '../lib/file-names';
import {
  formatNames,
  layoutNames,
  qrCodesMessages,
  qrCodesValueMessages,
  sheetDetails,
  templateDetails,
} from '../messages';
import { printableContent, unprintableCharacters } from '@/lib/pdf/font-coverage';
import type { PrintContent } from '../lib/print/drawing';
import { layoutPrint } from '../lib/print/layout';
import { browserMeasure, PrintPreview } from './print-preview';
import {
  DEFAULT_LAYOUT,
  isSheet,
  PRINT_FORMATS,
  PRINT_LAYOUTS,
  printsPerSheet,
  type PrintFormat,
  type PrintLayout,
} from '../lib/print/print-spec';
import { printWords } from '../lib/print/print-words';
import styles from './print-panel.module.css';

export interface PrintPanelProps {
  /** The code's title: the PDF's title and file name. */
  title: string;
  /** What every print shows but its words: name, second line, the address the code encodes. */
  content: Omit<PrintContent, 'callToAction' | 'calibration'>;
  photoUrl: string | null;
}

/**
 * Print a code: pick a template (or an A4 sheet of one), a layout and the print's language, see
 * the print on screen, download it as a PDF at the exact size. pdf-lib and fontkit arrive only
 * with the first PDF. What the print's font cannot draw (a name in Chinese, an emoji) is left
 * out of the preview and the PDF alike, and the panel says which characters.
 */
export function PrintPanel({ title, content, photoUrl }: PrintPanelProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [format, setFormat] = useState<PrintFormat>('tableTent');
  const [layout, setLayout] = useState<PrintLayout>(DEFAULT_LAYOUT.tableTent);
  const [language, setLanguage] = useState<AppLocale>(locale);
  const words = useQuery({
    queryKey: ['qr-codes', 'print-words', language],
    queryFn: () => printWords(language),
    staleTime: Infinity,
  });
  // The preview waits for the PDF's font files, so its lines break where the PDF's do.
  const fonts = useQuery({
    queryKey: ['qr-codes', 'print-fonts'],
    queryFn: () => import('../lib/print/fonts').then((module) => module.loadPreviewFonts()),
    staleTime: Infinity,
    retry: false,
  });
  const measure = useMemo(() => browserMeasure(fonts.data === true), [fonts.data]);
  const printable = useMemo(() => printableContent(content), [content]);
  const leftOut = unprintableCharacters(`${content.name} ${content.subtitle ?? ''}`);
  const drawing = useMemo(
    () =>
      words.data &&
      !fonts.isPending &&
      layoutPrint(format, layout, { ...printable, ...words.data }, measure),
    [words.data, fonts.isPending, format, layout, printable, measure],
  );
  const pdf = useMutation({
    mutationFn: async () => {
      const [{ printPdf }, { loadBrowserFont }, { circularPhotoPng }] = await Promise.all([
        import('../lib/print/pdf'),
        import('@/lib/pdf/fonts'),
        import('../lib/print/photo'),
      ]);
      const bytes = await printPdf({
        format,
        layout,
        content: { ...content, ...(words.data ?? (await printWords(language))) },
        language: toIntlLocale(language),
        title,
        loadFont: loadBrowserFont,
        photoPng: await circularPhotoPng(photoUrl),
      });
      fileSaver.save(
        fileNameOf(title, `${kebab(format)}.pdf`),
        new Blob([bytes.slice().buffer], { type: 'application/pdf' }),
      );
    },
    meta: { errorShownInline: true },
  });

  return (
    <section className={styles.panel} aria-labelledby="qr-print">
      <h2 id="qr-print" className={styles.heading}>
        {intl.formatMessage(qrCodesMessages.print)}
      </h2>
      <div className={styles.choices}>
        {/* A row of its own, its sizes under it: the menu's names are never cut. */}
        <div className={styles.format}>
          <Select
            label={intl.formatMessage(qrCodesMessages.printTemplate)}
            hint={
              isSheet(format)
                ? intl.formatMessage(sheetDetails[format], { count: printsPerSheet(format) })
                : intl.formatMessage(templateDetails[format])
            }
            value={format}
            options={PRINT_FORMATS.map((value) => ({
              value,
              label: intl.formatMessage(formatNames[value]),
            }))}
            onChange={(event) => {
              const next = event.target.value as PrintFormat;
              setFormat(next);
              setLayout(DEFAULT_LAYOUT[next]);
            }}
          />
        </div>
        <Select
          label={intl.formatMessage(qrCodesMessages.printLayout)}
          value={layout}
          options={PRINT_LAYOUTS.map((value) => ({
            value,
            label: intl.formatMessage(layoutNames[value]),
          }))}
          onChange={(event) => setLayout(event.target.value as PrintLayout)}
        />
        <Select
          label={intl.formatMessage(qrCodesMessages.printLanguage)}
          value={language}
          options={APP_LOCALES.map((value) => ({
            value,
            label: intl.formatMessage(languageNames[value]),
          }))}
          onChange={(event) => {
            if (isAppLocale(event.target.value)) setLanguage(event.target.value);
          }}
        />
      </div>
      {leftOut.length > 0 ? (
        <Notice>
          {intl.formatMessage(qrCodesValueMessages.printLeftOut, {
            count: leftOut.length,
            characters: intl.formatList(leftOut, { type: 'unit' }),
          })}
        </Notice>
      ) : null}
      <div className={styles.preview}>
        {drawing ? (
          <PrintPreview
            drawing={drawing}
            photoUrl={photoUrl}
            label={intl.formatMessage(qrCodesValueMessages.preview, {
              template: intl.formatMessage(formatNames[format]),
              layout: intl.formatMessage(layoutNames[layout]),
            })}
          />
        ) : (
          <Skeleton shape="rect" height={320} />
        )}
      </div>
      <p className={styles.hint}>{intl.formatMessage(qrCodesMessages.printHint)}</p>
      <div className={styles.actions}>
        <Button loading={pdf.isPending} onClick={() => pdf.isPending || pdf.mutate()}>
          {intl.formatMessage(qrCodesMessages.printDownload)}
        </Button>
      </div>
      {pdf.isError ? (
        <p className={styles.error} role="alert">
          {intl.formatMessage(qrCodesMessages.printFailed)}
        </p>
      ) : null}
    </section>
  );
}
