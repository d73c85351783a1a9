import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form-alert/form-alert';
import { useErrorMessage } from '@/lib/errors/format-api-error';
import { reportError } from '@/lib/monitoring/report-error';
import { fileSaver } from '@/lib/save-file';
import { isApiError } from '@/api/api-error';
import { readWholeHistory } from '../api/history';
import { operationsMessages, operationValueMessages } from '../messages';
import type { HistoryFilter } from '../lib/history-filter';
import { historyCsv } from '../lib/history-csv';
import styles from './operations-page.module.css';

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; done: number }
  | { kind: 'empty' }
  | { kind: 'failed'; error: unknown };

/** tips-history.csv, or tips-history-2026-11-01-2026-11-30.csv for a period. */
export function exportFileName(filter: HistoryFilter): string {
  return `${['tips-history', filter.from, filter.to].filter(Boolean).join('-')}.csv`;
}

/**
 * "Export CSV": the whole filtered history, read 100 a page (src/features/operations/README.md),
 * saved as UTF-8 CSV with a byte-order mark. Shows how far it got, can be stopped, and runs
 * once at a time.
 */
export function ExportButton({
  filter,
  currency,
  total,
}: {
  filter: HistoryFilter;
  currency: string | undefined;
  /** How many operations the filter holds (the totals' count), for the progress. */
  total: number | undefined;
}) {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);

  async function run() {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'running', done: 0 });
    try {
      const operations = await readWholeHistory(filter, {
        signal: controller.signal,
        onProgress: (done) => setState({ kind: 'running', done }),
      });
      if (operations.length === 0) {
        setState({ kind: 'empty' });
        return;
      }
      const csv = historyCsv(intl, operations, { currency });
      fileSaver.save(exportFileName(filter), new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      setState({ kind: 'idle' });
    } catch (error) {
      if (controller.signal.aborted) setState({ kind: 'idle' });
      else {
        if (!isApiError(error)) reportError(error, { call: 'operations/export' });
        setState({ kind: 'failed', error });
      }
    } finally {
      running.current = null;
    }
  }

  return (
    <div className={styles.export}>
      <Button variant="secondary" loading={state.kind === 'running'} onClick={() => void run()}>
        {intl.formatMessage(operationsMessages.export)}
      </Button>
      {state.kind === 'running' ? (
        <>
          <span className={styles.progress} role="status">
            {total !== undefined
              ? intl.formatMessage(operationValueMessages.exportProgress, {
                  done: state.done,
                  total: Math.max(total, state.done),
                })
              : null}
          </span>
          <Button variant="ghost" size="sm" onClick={() => running.current?.abort()}>
            {intl.formatMessage(operationsMessages.exportCancel)}
          </Button>
        </>
      ) : null}
      {state.kind === 'empty' ? (
        <span className={styles.progress} role="status">
          {intl.formatMessage(operationsMessages.exportNothing)}
        </span>
      ) : null}
      {state.kind === 'failed' ? (
        <FormAlert error={state.error}>
          {intl.formatMessage(operationValueMessages.exportFailed, {
            message: formatError(state.error).message,
          })}
        </FormAlert>
      ) : null}
    </div>
  );
}
