import { readFileSync } from 'node:fs';
import { PRIVATE_AREAS } from '../../src/app/private/areas';

/**
 * Where following an area's navigation link lands, when that is not simply the area's own
 * path under the heading its label names.
 */
const LANDINGS: Record<string, { path?: RegExp; heading?: string }> = {
  home: { heading: 'Your cabinet' },
  // Anna's only organisation opens straight away.
  orders: { path: /\/orders\/d1000000-0000-4000-8000-000000000001$/, heading: 'Pushkin LLP' },
};

const englishWords = (namespace: string): Record<string, string> =>
  JSON.parse(
    readFileSync(
      new URL(`../../src/features/${namespace}/locales/en.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, string>;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface AreaLanding {
  /** The navigation's name for it (English), also the tab title's first part. */
  name: string;
  path: RegExp;
  heading: string;
}

/**
 * Every row of src/app/private/areas.tsx as the English navigation names it, and where its
 * link lands: a new area is in the shell's e2e without a line here.
 */
export const AREAS: AreaLanding[] = PRIVATE_AREAS.map(({ key, path, namespace, label }) => {
  const name = englishWords(namespace)[label.id ?? ''];
  if (!name) throw new Error(`no English name for the area ${key} (${String(label.id)})`);
  return {
    name,
    path: LANDINGS[key]?.path ?? new RegExp(`/${escaped(path)}$`),
    heading: LANDINGS[key]?.heading ?? name,
  };
});

/** Every area's own address (`/cabinet/profile`, `/orders`): where its navigation link goes. */
export const AREA_PATHS: string[] = PRIVATE_AREAS.map(({ path }) => `/${path}`);
