import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AreaLayout } from './area-layout';

const meta = {
  title: 'App/Area layouts',
  component: AreaLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    area: 'public',
    children: (
      <article style={{ background: 'var(--color-surface)', padding: 24, borderRadius: 20 }}>
        <h1 style={{ marginTop: 0 }}>Анна Петрова</h1>
        <p>Официант</p>
      </article>
    ),
  },
} satisfies Meta<typeof AreaLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checks which decoration variant CSS shows and that all four shapes are drawn. */
async function expectDecoration(canvasElement: HTMLElement, visible: 'desktop' | 'mobile') {
  // Every layout without a shell of its own gets the language switcher after the first paint.
  await within(canvasElement).findByRole('combobox', { name: 'Язык' });
  const root = canvasElement.ownerDocument;
  const variant = root.querySelector<HTMLElement>(`[data-variant="${visible}"]`);
  if (!variant) throw new Error(`no ${visible} decoration rendered`);
  const shapes = [...variant.querySelectorAll('[data-shape]')].map((el) =>
    el.getAttribute('data-shape'),
  );
  return Promise.all([
    expect(getComputedStyle(variant).display).not.toBe('none'),
    expect(shapes).toEqual(['left-under', 'left-above', 'right-under', 'right-above']),
  ]);
}

export const PublicDesktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('main')).toBeVisible();
    await expectDecoration(canvasElement, 'desktop');
  },
};

/** The language switcher comes after the first paint, into a corner whose room was kept for it. */
export const PublicMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(await within(banner).findByRole('combobox', { name: 'Язык' })).toBeInTheDocument();
    await expectDecoration(canvasElement, 'mobile');
  },
};

export const PrepaymentDesktop: Story = {
  args: { area: 'prepayment' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expectDecoration(canvasElement, 'desktop');
  },
};

export const PrepaymentMobile: Story = {
  args: { area: 'prepayment' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expectDecoration(canvasElement, 'mobile');
  },
};

export const Private: Story = {
  args: { area: 'private' },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expectDecoration(canvasElement, 'desktop');
  },
};

export const PrivateMobile: Story = {
  args: { area: 'private' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expectDecoration(canvasElement, 'mobile');
  },
};
