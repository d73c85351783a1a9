import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test-utils';
import { TipFeedback } from './tip-feedback';

describe('TipFeedback', () => {
  it('reads the stars, the tags by name and the comment', () => {
    renderUi(<TipFeedback rating={4} emoji="heart,clap,unknown" message="Спасибо!" />);
    expect(screen.getByRole('img', { name: 'Оценка: 4 звезды' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Заботливо и Профессионально' })).toHaveTextContent(
      '❤️ 👏',
    );
    expect(screen.getByText('Спасибо!')).toBeVisible();
  });

  it('draws nothing for a tip the guest said nothing about', () => {
    const { container } = renderUi(<TipFeedback emoji="unknown" />, { locale: 'en' });
    expect(container).toBeEmptyDOMElement();
  });
});
