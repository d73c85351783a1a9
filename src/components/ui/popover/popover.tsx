import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { placePopover, POPOVER_EXIT_MS } from './place-popover';
import styles from './popover.module.css';

/** Props the trigger element must spread to open the popover and describe it. */
export interface PopoverTriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  onClick: () => void;
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'aria-haspopup': 'dialog';
}

export interface PopoverProps {
  /** Accessible name of the panel, already translated. */
  label: string;
  /** Renders the trigger (usually a Button or IconButton) with the given props. */
  trigger: (props: PopoverTriggerProps) => ReactNode;
  children: ReactNode;
  /** Starts open (for stories and tests). */
  defaultOpen?: boolean;
}

type Phase = 'closed' | 'open' | 'closing';

/**
 * A floating panel under its trigger: 12px below it, kept 12px inside the viewport, above
 * everything (layer 100000). Escape or a click outside closes it with a 250ms fade and focus
 * goes back to the trigger.
 */
export function Popover({ label, trigger, children, defaultOpen = false }: PopoverProps) {
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>(defaultOpen ? 'open' : 'closed');
  const [position, setPosition] = useState<{ top: number; left: number; side: string } | null>(
    null,
  );

  const close = useCallback((returnFocus: boolean) => {
    setPhase((current) => (current === 'open' ? 'closing' : current));
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useLayoutEffect(() => {
    if (phase !== 'open' || !triggerRef.current || !panelRef.current) return;
    const place = () => {
      if (!triggerRef.current || !panelRef.current) return;
      const panel = panelRef.current.getBoundingClientRect();
      setPosition(
        placePopover(triggerRef.current.getBoundingClientRect(), panel, {
          width: document.documentElement.clientWidth,
          height: document.documentElement.clientHeight,
        }),
      );
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [phase]);

  // Focus the panel once it is placed: a still-hidden element cannot take focus.
  const placed = position !== null;
  useEffect(() => {
    if (phase === 'open' && placed) panelRef.current?.focus();
  }, [phase, placed]);

  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = window.setTimeout(() => setPhase('closed'), POPOVER_EXIT_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (phase !== 'open') return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || triggerRef.current?.contains(target)) return;
      close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [phase, close]);

  const mounted = phase !== 'closed';
  return (
    <>
      {trigger({
        ref: triggerRef,
        onClick: () => (phase === 'open' ? close(false) : setPhase('open')),
        'aria-expanded': phase === 'open',
        'aria-controls': mounted ? id : undefined,
        'aria-haspopup': 'dialog',
      })}
      {mounted
        ? createPortal(
            <div
              ref={panelRef}
              id={id}
              role="dialog"
              aria-label={label}
              tabIndex={-1}
              className={styles.panel}
              data-state={phase}
              data-side={position?.side ?? 'bottom'}
              style={{
                top: position?.top ?? 0,
                left: position?.left ?? 0,
                visibility: position ? 'visible' : 'hidden',
              }}
            >
              {children}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
