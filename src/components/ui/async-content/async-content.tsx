import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { isNotFound } from '@/api/api-error';
import { GENERAL_ERROR_CODE, resolveError, type ErrorFlow } from '@/lib/errors/error-catalogue';
import { ErrorState } from '../error-state/error-state';

/** What a screen's data looks like to this component: a TanStack Query result fits. */
export interface AsyncQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  isFetching?: boolean;
  refetch: () => unknown;
}

export interface AsyncContentProps<T> {
  query: AsyncQuery<T>;
  /** What shows while the first answer is on its way (a SkeletonGroup of the content's shape). */
  loading: ReactNode;
  /** When the answer holds nothing to show: `empty` instead of the content. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /**
   * Instead of the error when the server answers that the thing does not exist or is not the
   * person's (a 404): a not-found state, without a retry that could not help.
   */
  notFound?: ReactNode;
  /** The catalogue flow whose wording the error takes (spec section 8). */
  flow?: ErrorFlow;
  children: (data: T) => ReactNode;
}

/**
 * The four states of every screen's data, the same way everywhere: loading, the catalogue's
 * error with a retry (one title and one line: a failure without words of its own says that the
 * data did not load) or what is not found, empty, and the content. Data already shown stays on screen while it is
 * fetched again; an error then is the screen's own business (it keeps what it had).
 */
export function AsyncContent<T>({
  query,
  loading,
  isEmpty,
  empty,
  notFound,
  flow,
  children,
}: AsyncContentProps<T>) {
  const intl = useIntl();
  if (query.data !== undefined) {
    return isEmpty?.(query.data) ? empty : children(query.data);
  }
  if (query.isError) {
    if (notFound !== undefined && isNotFound(query.error)) return notFound;
    const { key, title, subtitle } = resolveError(
      query.error,
      (key) => Object.hasOwn(intl.messages, `errors.${key}`),
      flow,
    );
    // A failure the catalogue has nothing particular to say about: the state's own line.
    const generic = key === null || key === GENERAL_ERROR_CODE;
    return (
      <ErrorState
        title={title}
        subtitle={generic ? undefined : subtitle}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching ?? false}
      />
    );
  }
  return loading;
}
