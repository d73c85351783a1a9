/**
 * Every cache entry of one call, whatever its body: orval's query keys are
 * `[method, path, body]`, so `callKey(getListOrdersQueryKey())` is the prefix that matches all
 * of them (invalidation, cancelling, reading every loaded list), and a hand-made key of that
 * call (a paged list's) starts with it too.
 */
export function callKey(key: readonly unknown[]): readonly [unknown, unknown] {
  const [method, path] = key;
  return [method, path] as const;
}
