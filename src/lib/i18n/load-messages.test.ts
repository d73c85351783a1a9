import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMessageLoader, TRANSLATION_ERROR, type Messages } from './load-messages';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const ok = (messages: Messages) => vi.fn(() => Promise.resolve(messages));
const failing = () => vi.fn(() => Promise.reject(new Error('chunk failed')));

describe('createMessageLoader', () => {
  it('merges every namespace file of the asked language only', async () => {
    const loadMessages = createMessageLoader({
      '../../locales/ru/app.json': ok({ 'app.a': 'А' }),
      '../../locales/ru/ui.json': ok({ 'ui.b': 'Б' }),
      '../../locales/en/app.json': ok({ 'app.a': 'A' }),
    });
    await expect(loadMessages('ru')).resolves.toEqual({ 'app.a': 'А', 'ui.b': 'Б' });
  });

  it('reads only the asked namespaces when given', async () => {
    const auth = ok({ 'auth.c': 'В' });
    const loadMessages = createMessageLoader({
      '../../locales/ru/app.json': ok({ 'app.a': 'А' }),
      '../../locales/ru/ui.json': ok({ 'ui.b': 'Б' }),
      '../../locales/ru/auth.json': auth,
    });
    await expect(loadMessages('ru', ['app', 'ui'])).resolves.toEqual({
      'app.a': 'А',
      'ui.b': 'Б',
    });
    expect(auth).not.toHaveBeenCalled();
  });

  it('loads files added to its map later, like its own', async () => {
    const files = { '../../locales/ru/app.json': ok({ 'app.a': 'А' }) };
    const loadMessages = createMessageLoader(files);
    await expect(loadMessages('ru', ['app', 'teams'])).resolves.toEqual({ 'app.a': 'А' });
    Object.assign(files, { 'features/locales/ru/teams.json': ok({ 'teams.title': 'Команды' }) });
    await expect(loadMessages('ru', ['app', 'teams'])).resolves.toEqual({
      'app.a': 'А',
      'teams.title': 'Команды',
    });
  });

  it('recovers when a file loads on a retry, without reporting', async () => {
    const report = vi.fn();
    const flaky = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ 'app.a': 'А' });
    const loadMessages = createMessageLoader({ '../../locales/ru/app.json': flaky }, report);
    const result = loadMessages('ru');
    await vi.advanceTimersByTimeAsync(350);
    await expect(result).resolves.toEqual({ 'app.a': 'А' });
    expect(flaky).toHaveBeenCalledTimes(2);
    expect(report).not.toHaveBeenCalled();
  });

  it('after 5 retries reports "Error loading translation" and falls back to the en file', async () => {
    const report = vi.fn();
    const kzApp = failing();
    const loadMessages = createMessageLoader(
      {
        '../../locales/kz/app.json': kzApp,
        '../../locales/kz/ui.json': ok({ 'ui.b': 'Б' }),
        '../../locales/en/app.json': ok({ 'app.a': 'A' }),
      },
      report,
    );
    const result = loadMessages('kz');
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({ 'app.a': 'A', 'ui.b': 'Б' });
    expect(kzApp).toHaveBeenCalledTimes(6);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: TRANSLATION_ERROR }), {
      file: '../../locales/kz/app.json',
    });
    expect(TRANSLATION_ERROR).toBe('Error loading translation');
  });

  it('resolves without the keys when en fails too, so the app still renders', async () => {
    const report = vi.fn();
    const loadMessages = createMessageLoader(
      { '../../locales/ru/app.json': failing(), '../../locales/en/app.json': failing() },
      report,
    );
    const result = loadMessages('ru');
    await vi.runAllTimersAsync();
    await expect(result).resolves.toEqual({});
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('reads at most 10 files at once', async () => {
    let running = 0;
    let peak = 0;
    const files: Record<string, () => Promise<Messages>> = {};
    for (let index = 0; index < 24; index += 1) {
      files[`../../locales/en/ns${index}.json`] = () => {
        running += 1;
        peak = Math.max(peak, running);
        return new Promise((resolve) =>
          setTimeout(() => {
            running -= 1;
            resolve({ [`ns${index}.key`]: 'x' });
          }, 50),
        );
      };
    }
    const result = createMessageLoader(files)('en');
    await vi.advanceTimersByTimeAsync(0);
    expect(running).toBe(10);
    await vi.runAllTimersAsync();
    expect(Object.keys(await result)).toHaveLength(24);
    expect(peak).toBe(10);
  });
});
