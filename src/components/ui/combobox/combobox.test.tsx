import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test-utils';
import { ComboboxExample } from './combobox-example';

const field = () => screen.getByRole('combobox', { name: 'Сотрудник' });
const active = () => {
  const id = field().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('Combobox', () => {
  it('suggests as one types, by name or phone, and a click chooses', async () => {
    const user = userEvent.setup();
    renderUi(<ComboboxExample />);
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveAccessibleDescription('Имя или номер телефона');
    await user.type(field(), 'ол');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Сотрудники' });
    expect(field()).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ольга Смирнова+7 700 000 0002',
      'Олжас Ахметов+7 701 555 0003',
    ]);
    await user.clear(field());
    await user.type(field(), '701 555');
    await user.click(screen.getByRole('option', { name: /Олжас Ахметов/ }));
    expect(field()).toHaveValue('Олжас Ахметов');
    expect(field()).toHaveFocus();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Выбран: Олжас Ахметов')).toBeInTheDocument();
  });

  it('walks the options with the arrows, wrapping, chooses with Enter, closes with Escape', async () => {
    const user = userEvent.setup();
    renderUi(<ComboboxExample />);
    await user.tab();
    expect(field()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(active()).toMatch(/^Айгерим/);
    expect(screen.getByRole('option', { name: /Айгерим/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowUp}');
    expect(active()).toMatch(/^Олжас/);
    await user.keyboard('{ArrowDown}');
    expect(active()).toMatch(/^Айгерим/);
    await user.keyboard('{ArrowDown}');
    expect(active()).toMatch(/^Ольга/);
    await user.keyboard('{Enter}');
    expect(field()).toHaveValue('Ольга Смирнова');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByText('Выбран: Ольга Смирнова')).toBeInTheDocument();

    // Escape closes the list first, then empties the field.
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveValue('Ольга Смирнова');
    await user.keyboard('{Escape}');
    expect(field()).toHaveValue('');
    expect(screen.getByText('Никто не выбран')).toBeInTheDocument();
  });

  it('says when nothing matches, and Enter then chooses nothing', async () => {
    const user = userEvent.setup();
    renderUi(<ComboboxExample error="Выберите сотрудника" />);
    await user.type(field(), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('Никого не нашли');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Никто не выбран')).toBeInTheDocument();
    expect(field()).toBeInvalid();
    expect(field()).toHaveAccessibleDescription('Выберите сотрудника');
  });
});
