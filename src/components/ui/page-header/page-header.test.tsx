import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

describe('the page heading', () => {
  it('isolates a typed title and drops its bidirectional controls', () => {
    render(<PageHeader title={'Terrace \u202E7 \u2067x'} />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Terrace 7 x');
    expect(heading.firstElementChild?.tagName).toBe('BDI');
  });

  it('leaves a composed title as it is given', () => {
    render(<PageHeader title={<span data-testid="own">Teams</span>} />);
    expect(screen.getByRole('heading', { level: 1 })).toContainElement(screen.getByTestId('own'));
  });
});
