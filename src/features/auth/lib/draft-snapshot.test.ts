import { describe, expect, it } from 'vitest';
import { applyDraft, captureDraft, DRAFT_TTL_MS, takeDraft } from './draft-snapshot';

function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const FORM = `
  <input name="title" />
  <textarea name="about"></textarea>
  <input name="agree" type="checkbox" />
  <input name="password" type="password" />
  <input name="otp" autocomplete="one-time-code" />
  <input name="pan" autocomplete="cc-number" />
  <input name="token" type="hidden" value="t" />
`;

describe('draft snapshot', () => {
  it('keeps typed values for the same page once, never secrets', () => {
    const before = page(FORM);
    before.querySelector<HTMLInputElement>('[name=title]')!.value = 'Night shift';
    before.querySelector<HTMLTextAreaElement>('[name=about]')!.value = 'Bar team';
    before.querySelector<HTMLInputElement>('[name=agree]')!.checked = true;
    before.querySelector<HTMLInputElement>('[name=password]')!.value = 'Secret-42';
    before.querySelector<HTMLInputElement>('[name=otp]')!.value = '1234';
    before.querySelector<HTMLInputElement>('[name=pan]')!.value = '4111111111111111';
    expect(captureDraft(before, '/cabinet/teams')).toBe(true);
    const stored = sessionStorage.getItem('tips/session-draft') ?? '';
    expect(stored).not.toMatch(/Secret-42|1234|4111/);

    expect(takeDraft('/cabinet/cards')).toBeNull();
    const fields = takeDraft('/cabinet/teams');
    expect(fields).toEqual({ title: 'Night shift', about: 'Bar team', agree: true });
    expect(takeDraft('/cabinet/teams')).toBeNull();

    const after = page(FORM);
    expect(applyDraft(after, { ...fields, later: 'x' })).toEqual({ later: 'x' });
    expect(after.querySelector<HTMLInputElement>('[name=title]')!.value).toBe('Night shift');
    expect(after.querySelector<HTMLInputElement>('[name=agree]')!.checked).toBe(true);
  });

  it('saves nothing from an untouched page, and drops an old draft', () => {
    expect(captureDraft(page(FORM), '/cabinet')).toBe(false);
    captureDraft(page('<input name="title" value="x" />'), '/cabinet');
    expect(takeDraft('/cabinet', sessionStorage, Date.now() + DRAFT_TTL_MS + 1)).toBeNull();
  });
});
