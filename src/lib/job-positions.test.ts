import { describe, expect, it } from 'vitest';
import { JobPosition } from '@/api/generated/model/jobPosition';
import { APP_LOCALES } from '@/lib/i18n/locales';
import { jobPositionMessage } from './job-positions';

const ui = import.meta.glob<Record<string, string>>('../locales/*/ui.json', {
  eager: true,
  import: 'default',
});

describe.each(APP_LOCALES)('job positions in %s', (locale) => {
  const words = ui[`../locales/${locale}/ui.json`] ?? {};

  it.each(Object.values(JobPosition))('names the job position %s', (position) => {
    expect(words[jobPositionMessage(position).id ?? '']).toBeTruthy();
  });
});
