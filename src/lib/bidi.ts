/*
 * Bidirectional controls in text people type (a team's name, a code's title, a comment): a
 * right-to-left override (U+202E) reverses what follows it, and an unterminated one runs on into
 * whatever the text is shown beside (the tab title, a heading, a PDF, a CSV cell, a message to
 * share). Names need none of them: the letters' own directions lay out Arabic or Hebrew
 * correctly, and the places that show such text isolate it (`<bdi>`). So every place that shows
 * or writes out text from people drops them, and forms drop them before sending.
 */

/** ALM, LRM, RLM, the embeddings and overrides (LRE…RLO) and the isolates (LRI…PDI). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** `text` without bidirectional control characters. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
