import { afterEach, describe, expect, it, vi } from 'vitest';
import { mergeRuntimeConfig, resetRuntimeConfig } from '@/lib/config/runtime-config';
import { reportError, setReporter } from './report-error';
import { startMonitoring } from './start-monitoring';

afterEach(() => {
  resetRuntimeConfig();
  setReporter(null);
});

describe('startMonitoring', () => {
  it('does not even load the SDK when no DSN is configured', async () => {
    mergeRuntimeConfig({ sentryDsn: '' });
    const loadSentry = vi.fn();
    await expect(startMonitoring(Promise.resolve(), loadSentry)).resolves.toBe(false);
    expect(loadSentry).not.toHaveBeenCalled();
  });

  it('waits for the configuration, then starts the SDK and flushes earlier reports to it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let settleConfig = () => {};
    const configReady = new Promise<void>((resolve) => (settleConfig = resolve));
    const reporter = vi.fn();
    const startSentry = vi.fn(() => reporter);
    const started = startMonitoring(configReady, () => Promise.resolve({ startSentry }));
    reportError(new Error('before the SDK'));
    mergeRuntimeConfig({ sentryDsn: 'https://public@o0.ingest.example.invalid/1' });
    settleConfig();
    await expect(started).resolves.toBe(true);
    expect(startSentry).toHaveBeenCalledWith(
      expect.objectContaining({ sentryDsn: 'https://public@o0.ingest.example.invalid/1' }),
    );
    expect(reporter).toHaveBeenCalledWith(new Error('before the SDK'), undefined);
  });

  it('keeps the app running when the SDK chunk fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mergeRuntimeConfig({ sentryDsn: 'https://public@o0.ingest.example.invalid/1' });
    await expect(
      startMonitoring(Promise.resolve(), () => Promise.reject(new Error('chunk'))),
    ).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith('Error reporting could not start', expect.any(Error));
  });
});
