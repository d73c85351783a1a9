/** Input-mask history depth (spec section 9). */
export const HISTORY_LIMIT = 100;

/**
 * Undo/redo stack of an input's values: keeps the last `limit` states; a new value after an
 * undo drops the redo branch, as text editors do.
 */
export class InputHistory {
  private states: string[];
  private index = 0;

  constructor(
    initial = '',
    private readonly limit = HISTORY_LIMIT,
  ) {
    this.states = [initial];
  }

  /** Records a value the user produced; repeats of the current value are ignored. */
  push(value: string): void {
    if (value === this.states[this.index]) return;
    this.states = [...this.states.slice(0, this.index + 1), value].slice(-this.limit);
    this.index = this.states.length - 1;
  }

  /** The previous state, or undefined at the oldest one. */
  undo(): string | undefined {
    if (this.index === 0) return undefined;
    this.index -= 1;
    return this.states[this.index];
  }

  /** The state undone last, or undefined when there is none. */
  redo(): string | undefined {
    if (this.index >= this.states.length - 1) return undefined;
    this.index += 1;
    return this.states[this.index];
  }

  get size(): number {
    return this.states.length;
  }
}
