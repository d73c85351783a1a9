/** `?sentryError=true` or `?sentryError=1` throws on purpose, to test error reporting end to end. */
export function isDeliberateErrorRequested(search: string): boolean {
  const value = new URLSearchParams(search).get('sentryError');
  return value === 'true' || value === '1';
}

export class DeliberateTestError extends Error {
  constructor() {
    super('Deliberate test error (sentryError flag)');
    this.name = 'DeliberateTestError';
  }
}
