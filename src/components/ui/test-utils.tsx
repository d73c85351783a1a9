import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import en from '@/locales/en/ui.json';
import ru from '@/locales/ru/ui.json';

const catalogues = { ru, en } as const;

/** Renders a kit component inside react-intl with the real `ui` catalogue (ru by default). */
export function renderUi(
  ui: ReactElement,
  { locale = 'ru', ...options }: RenderOptions & { locale?: keyof typeof catalogues } = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale} messages={catalogues[locale]}>
      {children}
    </IntlProvider>
  );
  return render(ui, { wrapper, ...options });
}
