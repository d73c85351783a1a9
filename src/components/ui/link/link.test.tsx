import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link } from './link';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(basename?: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Link to="/t/cafe" className="member">
              Cafe
            </Link>
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [`${basename ?? ''}/start`], ...(basename ? { basename } : {}) },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('link', { name: 'Cafe' });
}

describe('Link', () => {
  it('is a real link to the address under the base path', () => {
    const link = renderAt('/tips/app');
    expect(link).toHaveAttribute('href', '/tips/app/t/cafe');
    expect(link).toHaveClass('member');
  });

  it('navigates inside the app on a plain click', async () => {
    const link = renderAt();
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/t/cafe');
  });

  it('leaves a modified click (new tab) to the browser', () => {
    const link = renderAt();
    const notCancelled = fireEvent.click(link, { ctrlKey: true });
    expect(notCancelled).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/start');
  });
});
