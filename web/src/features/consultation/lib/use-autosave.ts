import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, describeError } from '../../../lib/api/api-error';
import type { AnswerValue, Answers } from '../api/consultation-api-types';

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'pending' }
  | { state: 'saving' }
  | { state: 'saved' }
  /** A network failure or a server error: tried again by itself. */
  | { state: 'retrying' }
  /** Refused (signed out, a bad answer): tried again with the next change, never dropped. */
  | { state: 'refused'; message: string };

type Send = (answers: Answers, options: { keepalive?: boolean }) => Promise<void>;

const DEBOUNCE_MS = 600;
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

export interface Autosave {
  status: SaveStatus;
  /** Records a changed answer and saves it after a pause in typing. */
  change: (name: string, value: AnswerValue) => void;
  /** Saves whatever is unsent now; resolves true once the server has everything. */
  flush: () => Promise<boolean>;
}

/**
 * Autosave for the questionnaire. Unsent answers are kept here until a save succeeds:
 * a failed save is retried with growing pauses (and as soon as the browser is back
 * online), and whatever is still unsent when the page is hidden or closed goes out
 * in a keepalive request. Answers only leave the queue once the server has taken
 * that exact value, so typing during a save is never lost.
 */
export function useAutosave(send: Send): Autosave {
  const [status, setStatus] = useState<SaveStatus>({ state: 'idle' });
  const unsent = useRef<Answers>({});
  const inFlight = useRef<Promise<void> | null>(null);
  const debounceTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const retryTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const failures = useRef(0);
  const sendRef = useRef(send);
  sendRef.current = send;

  const hasUnsent = () => Object.keys(unsent.current).length > 0;

  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(debounceTimer.current);
    clearTimeout(retryTimer.current);
    for (;;) {
      if (inFlight.current) {
        await inFlight.current.catch(() => undefined);
        continue;
      }
      if (!hasUnsent()) return true;
      const batch = { ...unsent.current };
      setStatus({ state: 'saving' });
      const request = sendRef.current(batch, {});
      inFlight.current = request;
      try {
        await request;
      } catch (error) {
        failures.current += 1;
        if (isWorthRetrying(error)) {
          setStatus({ state: 'retrying' });
          const delay = RETRY_DELAYS_MS[Math.min(failures.current, RETRY_DELAYS_MS.length) - 1] ?? 15_000;
          retryTimer.current = setTimeout(() => void flush(), delay);
        } else {
          setStatus({ state: 'refused', message: refusalMessage(error) });
        }
        return false;
      } finally {
        inFlight.current = null;
      }
      failures.current = 0;
      for (const [name, value] of Object.entries(batch)) {
        if (unsent.current[name] === value) delete unsent.current[name];
      }
      if (!hasUnsent()) {
        setStatus({ state: 'saved' });
        return true;
      }
      // Answers changed while that save was on its way: send them too.
    }
  }, []);

  const change = useCallback(
    (name: string, value: AnswerValue) => {
      unsent.current[name] = value;
      setStatus((current) => (current.state === 'retrying' || current.state === 'refused' ? current : { state: 'pending' }));
      clearTimeout(debounceTimer.current);
      debounceTimer.current = setTimeout(() => {
        debounceTimer.current = undefined;
        void flush();
      }, DEBOUNCE_MS);
    },
    [flush],
  );

  useEffect(() => {
    // Leaving the page: a normal request may be cut off, a keepalive one is not.
    const sendBeforeLeaving = () => {
      if (!hasUnsent() || inFlight.current) return;
      clearTimeout(debounceTimer.current);
      const batch = { ...unsent.current };
      void sendRef.current(batch, { keepalive: true }).then(
        () => {
          for (const [name, value] of Object.entries(batch)) {
            if (unsent.current[name] === value) delete unsent.current[name];
          }
          if (!hasUnsent()) setStatus({ state: 'saved' });
        },
        () => undefined,
      );
    };
    // Phones often hide a page (switching apps) without ever unloading it.
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') sendBeforeLeaving();
    };
    const onOnline = () => {
      if (hasUnsent()) void flush();
    };
    window.addEventListener('pagehide', sendBeforeLeaving);
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('pagehide', sendBeforeLeaving);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('online', onOnline);
      // Leaving the questionnaire inside the app: send what is left.
      clearTimeout(retryTimer.current);
      if (hasUnsent()) void flush();
    };
  }, [flush]);

  // Only when saving is failing: ask before the page is closed (a keepalive request
  // would likely fail the same way).
  const failing = status.state === 'retrying' || status.state === 'refused';
  useEffect(() => {
    if (!failing) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (!hasUnsent()) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [failing]);

  return { status, change, flush };
}

function isWorthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true; // offline, timed out
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

function refusalMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return 'You have been signed out. Log in again to save your answers.';
  return describeError(error);
}
