import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Keeps what a person typed when their session ends mid-use, for when they are back from
 * sign-in on the same page. Opt-in per form and built on the form's own state: a form names
 * the values worth keeping (never passwords, codes or card data) with `useSessionDraft`, and
 * whoever notices the expiry calls `saveSessionDrafts`. A dialog keeps its draft the same
 * way: its opener opts in which dialog is open, the dialog its fields (orders' refund dialog).
 */
const STORAGE_KEY = 'tips/session-draft';
/** A draft older than this is dropped: the page's data may have moved on. */
export const DRAFT_TTL_MS = 30 * 60 * 1000;

export type DraftValues = Record<string, unknown>;
type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredDraft {
  path: string;
  savedAt: number;
  forms: Record<string, DraftValues>;
}

/** The forms on screen that opted in: their key and a reader of their current values. */
const openForms = new Map<string, () => DraftValues>();

function hasInput(values: DraftValues): boolean {
  return Object.values(values).some((value) => value !== '' && value !== false && value != null);
}

/**
 * Saves the values of every opted-in form on screen for the page at `path` (a pathname: the
 * query may differ on the way back); answers whether anything was typed.
 */
export function saveSessionDrafts(path: string, storage: DraftStorage = sessionStorage): boolean {
  const forms = Object.fromEntries(
    [...openForms].map(([key, read]) => [key, read()] as const).filter(([, v]) => hasInput(v)),
  );
  if (Object.keys(forms).length === 0) return false;
  const draft: StoredDraft = { path, savedAt: Date.now(), forms };
  storage.setItem(STORAGE_KEY, JSON.stringify(draft));
  return true;
}

/** The values saved for `formKey` on `path`, once: reading them removes them. */
export function takeSessionDraft(
  path: string,
  formKey: string,
  storage: DraftStorage = sessionStorage,
  now = Date.now(),
): DraftValues | null {
  const saved = storage.getItem(STORAGE_KEY);
  if (!saved) return null;
  let draft: StoredDraft;
  try {
    draft = JSON.parse(saved) as StoredDraft;
  } catch {
    storage.removeItem(STORAGE_KEY);
    return null;
  }
  if (now - draft.savedAt > DRAFT_TTL_MS) {
    storage.removeItem(STORAGE_KEY);
    return null;
  }
  const values = draft.path === path ? draft.forms[formKey] : undefined;
  if (!values) return null;
  const rest = Object.fromEntries(Object.entries(draft.forms).filter(([key]) => key !== formKey));
  if (Object.keys(rest).length === 0) storage.removeItem(STORAGE_KEY);
  else storage.setItem(STORAGE_KEY, JSON.stringify({ ...draft, forms: rest }));
  return values;
}

/**
 * Opts a form in: `values` are what it would keep (plain JSON, secrets left out), `restore`
 * puts saved values back once, when the form shows again on the same page after sign-in.
 *
 * @example useSessionDraft('team-title', { title }, (saved) => setTitle(String(saved.title ?? '')))
 */
export function useSessionDraft<Values extends DraftValues>(
  formKey: string,
  values: Values,
  restore: (saved: Partial<Values>) => void,
): void {
  const { pathname: path } = useLocation();
  const latest = useRef(values);
  const restoreRef = useRef(restore);
  useEffect(() => {
    latest.current = values;
    restoreRef.current = restore;
  });
  useEffect(() => {
    const saved = takeSessionDraft(path, formKey);
    if (saved) restoreRef.current(saved as Partial<Values>);
    openForms.set(formKey, () => latest.current);
    return () => void openForms.delete(formKey);
  }, [formKey, path]);
}
