import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AUTO_FILL_PARAM, MODE_PARAM, parseAutoFill, PREVIEW_MODE } from './auto-fill';

/** The payment pages' URL parameters: autoFillFormData and mode (spec section 2). */
export function usePageOptions() {
  const [params] = useSearchParams();
  const autoFillValue = params.get(AUTO_FILL_PARAM);
  const autoFill = useMemo(() => parseAutoFill(autoFillValue), [autoFillValue]);
  return { autoFill, preview: params.get(MODE_PARAM) === PREVIEW_MODE };
}
