import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DRAFT_TTL_MS,
  saveSessionDrafts,
  takeSessionDraft,
  useSessionDraft,
} from './session-draft';

/** A form that keeps its title across an expiry, and never its password. */
function TeamForm() {
  const [title, setTitle] = useState('');
  const [password, setPassword] = useState('');
  useSessionDraft('team', { title }, (saved) => setTitle(String(saved.title ?? '')));
  return (
    <form>
      <label>
        Title
        <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <label>
        Password
        <input
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
    </form>
  );
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <TeamForm />
    </MemoryRouter>,
  );

beforeEach(() => sessionStorage.clear());

describe('session drafts', () => {
  it('keeps what a form opted in, for the same page once, never what it left out', async () => {
    const user = userEvent.setup();
    const first = renderAt('/cabinet/teams/new');
    await user.type(screen.getByLabelText('Title'), 'Night shift');
    await user.type(screen.getByLabelText('Password'), 'Secret-42');
    expect(saveSessionDrafts('/cabinet/teams/new')).toBe(true);
    expect(sessionStorage.getItem('tips/session-draft')).not.toContain('Secret-42');
    first.unmount();

    renderAt('/cabinet/teams/new?from=sign-in');
    expect(screen.getByLabelText('Title')).toHaveValue('Night shift');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    // Taken once.
    expect(takeSessionDraft('/cabinet/teams/new', 'team')).toBeNull();
  });

  it('another page does not get the draft, and it waits for its own page', () => {
    sessionStorage.setItem(
      'tips/session-draft',
      JSON.stringify({
        path: '/cabinet/teams/new',
        savedAt: Date.now(),
        forms: { team: { title: 'A' } },
      }),
    );
    renderAt('/cabinet/cards');
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(takeSessionDraft('/cabinet/teams/new', 'team')).toEqual({ title: 'A' });
  });

  it('saves nothing from untouched forms and drops an old draft', () => {
    const view = renderAt('/cabinet/teams/new');
    expect(saveSessionDrafts('/cabinet/teams/new')).toBe(false);
    view.unmount();
    sessionStorage.setItem(
      'tips/session-draft',
      JSON.stringify({ path: '/p', savedAt: Date.now(), forms: { team: { title: 'A' } } }),
    );
    expect(
      takeSessionDraft('/p', 'team', sessionStorage, Date.now() + DRAFT_TTL_MS + 1),
    ).toBeNull();
    expect(sessionStorage.getItem('tips/session-draft')).toBeNull();
  });
});
