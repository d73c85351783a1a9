/**
 * Keeps what a person typed on a cabinet page when the session expires mid-use: the guard
 * captures the page's named form fields before sending them to sign-in, and restores them
 * when they come back to the same page. It works on the DOM, so any form of any later
 * feature benefits without importing this one. Secrets are never kept: passwords, one-time
 * codes, card fields and hidden or file inputs are skipped.
 */
const STORAGE_KEY = 'tips/session-draft';
/** A draft older than this is dropped: the page's data may have moved on. */
export const DRAFT_TTL_MS = 30 * 60 * 1000;

type FieldValue = string | boolean;
export type DraftFields = Record<string, FieldValue>;

interface StoredDraft {
  path: string;
  savedAt: number;
  fields: DraftFields;
}

type FormControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const SKIPPED_TYPES = new Set(['password', 'hidden', 'file', 'submit', 'button', 'reset', 'image']);

function isKept(control: FormControl): boolean {
  if (!control.name || control.disabled) return false;
  if (control instanceof HTMLInputElement && SKIPPED_TYPES.has(control.type)) return false;
  const autocomplete = control.getAttribute('autocomplete') ?? '';
  return !/one-time-code|cc-|password/.test(autocomplete);
}

function controlsOf(root: ParentNode): FormControl[] {
  return [...root.querySelectorAll<FormControl>('input, textarea, select')].filter(isKept);
}

function keyOf(control: FormControl): string {
  if (control instanceof HTMLInputElement && control.type === 'radio')
    return `${control.name}=${control.value}`;
  return control.name;
}

/**
 * Saves the page's field values. Every kept field is saved, not only changed ones: React
 * mirrors a controlled value into `defaultValue`, so "changed" cannot be told from the DOM,
 * and putting back an unchanged value does no harm.
 */
export function captureDraft(
  root: ParentNode,
  path: string,
  storage: DraftStorage = sessionStorage,
): boolean {
  const fields: DraftFields = {};
  let typed = false;
  for (const control of controlsOf(root)) {
    if (
      control instanceof HTMLInputElement &&
      (control.type === 'checkbox' || control.type === 'radio')
    ) {
      fields[keyOf(control)] = control.checked;
      typed ||= control.checked;
    } else {
      fields[keyOf(control)] = control.value;
      typed ||= control.value !== '';
    }
  }
  if (!typed) return false;
  const draft: StoredDraft = { path, savedAt: Date.now(), fields };
  storage.setItem(STORAGE_KEY, JSON.stringify(draft));
  return true;
}

/** The draft saved for this page, once: reading it removes it. */
export function takeDraft(
  path: string,
  storage: DraftStorage = sessionStorage,
  now = Date.now(),
): DraftFields | null {
  const saved = storage.getItem(STORAGE_KEY);
  if (!saved) return null;
  try {
    const draft = JSON.parse(saved) as StoredDraft;
    if (draft.path !== path) return null;
    storage.removeItem(STORAGE_KEY);
    return now - draft.savedAt <= DRAFT_TTL_MS ? draft.fields : null;
  } catch {
    storage.removeItem(STORAGE_KEY);
    return null;
  }
}

/** Sets a value the way typing does, so React and react-hook-form see the change. */
function setLikeTyping(control: FormControl, value: FieldValue): void {
  const proto = Object.getPrototypeOf(control) as object;
  const property = typeof value === 'boolean' ? 'checked' : 'value';
  const descriptor = Object.getOwnPropertyDescriptor(proto, property);
  if (typeof value === 'boolean' && control instanceof HTMLInputElement) {
    if (control.checked !== value) control.click();
    return;
  }
  descriptor?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Fills the fields of `root` that are in the draft; answers the keys it could not place yet. */
export function applyDraft(root: ParentNode, fields: DraftFields): DraftFields {
  const left = { ...fields };
  for (const control of controlsOf(root)) {
    const key = keyOf(control);
    if (!(key in left)) continue;
    setLikeTyping(control, left[key]!);
    delete left[key];
  }
  return left;
}

/**
 * Pages load their data before they draw their forms, so fields appear late: keep filling
 * as they appear, for a while. Returns a function that stops watching.
 */
export function restoreDraftWhenReady(
  root: HTMLElement,
  fields: DraftFields,
  timeoutMs = 10_000,
): () => void {
  let left = applyDraft(root, fields);
  if (Object.keys(left).length === 0) return () => {};
  const observer = new MutationObserver(() => {
    left = applyDraft(root, left);
    if (Object.keys(left).length === 0) stop();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}
