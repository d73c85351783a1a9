import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { IconButton } from '../icon-button/icon-button';
import { AlertIcon } from '../icons/alert-icon';
import { CheckCircleIcon } from '../icons/check-circle-icon';
import { CloseIcon } from '../icons/close-icon';
import { toastMessages } from './messages';
import styles from './toast.module.css';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastProps {
  tone?: ToastTone;
  /** The message, already translated. */
  children: ReactNode;
  /** Shows a close button when given. */
  onClose?: () => void;
}

/**
 * One notification. Errors use role="alert" (announced at once); others are polite status
 * messages inside the toast region's live area.
 */
export function Toast({ tone = 'info', children, onClose }: ToastProps) {
  const intl = useIntl();
  return (
    <div className={styles.toast} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <span className={styles.icon}>
        {tone === 'success' ? <CheckCircleIcon /> : <AlertIcon />}
      </span>
      <div className={styles.message}>{children}</div>
      {onClose ? (
        <IconButton
          label={intl.formatMessage(toastMessages.toastClose)}
          icon={<CloseIcon />}
          onClick={onClose}
        />
      ) : null}
    </div>
  );
}

export interface ToastOptions {
  tone?: ToastTone;
  /** Milliseconds before it hides itself; 0 keeps it until closed. Default 5000. */
  duration?: number;
}

interface ToastItem extends Required<ToastOptions> {
  id: number;
  message: ReactNode;
}

type ShowToast = (message: ReactNode, options?: ToastOptions) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** Shows a toast from anywhere under ToastProvider: `useToast()(message, { tone: 'error' })`. */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast needs a ToastProvider above it');
  return show;
}

function AutoDismiss({ item, onDismiss }: { item: ToastItem; onDismiss: (id: number) => void }) {
  useEffect(() => {
    if (item.duration === 0) return;
    const timer = window.setTimeout(() => onDismiss(item.id), item.duration);
    return () => window.clearTimeout(timer);
  }, [item, onDismiss]);
  return (
    <Toast tone={item.tone} onClose={() => onDismiss(item.id)}>
      {item.message}
    </Toast>
  );
}

/**
 * Holds the toast stack and its region: bottom of the screen on phones, bottom-right from
 * 768px. The region exists before any toast so screen readers pick up new ones.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback(
    (id: number) => setItems((list) => list.filter((t) => t.id !== id)),
    [],
  );
  const show = useCallback<ShowToast>((message, { tone = 'info', duration = 5000 } = {}) => {
    const id = nextId.current++;
    setItems((list) => [...list, { id, message, tone, duration }]);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <section className={styles.region} aria-label={intl.formatMessage(toastMessages.toastRegion)}>
        <div className={styles.stack} aria-live="polite">
          {items.map((item) => (
            <AutoDismiss key={item.id} item={item} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}
