import type { ReactNode } from 'react';

/** SPEC 9 toast constants. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

export type ToastVariant = 'default' | 'destructive';
export type ToastInput = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before the toast dismisses itself; defaults to TOAST_DURATION. */
  duration?: number;
};
export type ToastRecord = ToastInput & { id: string; open: boolean };
export type ToastHandle = {
  id: string;
  dismiss(): void;
  update(changes: Partial<ToastInput>): void;
};

type ToastAction =
  | { type: 'add'; toast: ToastRecord }
  | { type: 'update'; id: string; changes: Partial<ToastInput> }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id: string };

export function toastReducer(state: ToastRecord[], action: ToastAction): ToastRecord[] {
  switch (action.type) {
    case 'add':
      // Newest first, then cut to the limit: with a limit of 1 the new toast replaces the old.
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'update':
      return state.map((t) => (t.id === action.id ? { ...t, ...action.changes } : t));
    case 'dismiss':
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case 'remove':
      return state.filter((t) => t.id !== action.id);
  }
}

/**
 * A tiny external store, so `toast()` works from anywhere (event handlers, session code)
 * without a provider, and React reads it through useSyncExternalStore.
 */
export function createToastStore() {
  let toasts: ToastRecord[] = [];
  let nextId = 0;
  const listeners = new Set<() => void>();
  const removals = new Map<string, ReturnType<typeof setTimeout>>();

  function dispatch(action: ToastAction) {
    toasts = toastReducer(toasts, action);
    for (const listener of listeners) listener();
  }

  /** Closes a toast (or all); SPEC 9 keeps it in the store, closed, until the remove delay ends. */
  function dismiss(id?: string) {
    for (const toastId of id === undefined ? toasts.map((t) => t.id) : [id]) {
      if (removals.has(toastId)) continue;
      const timer = setTimeout(() => {
        removals.delete(toastId);
        dispatch({ type: 'remove', id: toastId });
      }, TOAST_REMOVE_DELAY);
      removals.set(toastId, timer);
    }
    dispatch({ type: 'dismiss', id });
  }

  function toast(input: ToastInput): ToastHandle {
    nextId += 1;
    const id = String(nextId);
    dispatch({ type: 'add', toast: { ...input, id, open: true } });
    return {
      id,
      dismiss: () => dismiss(id),
      update: (changes) => dispatch({ type: 'update', id, changes }),
    };
  }

  return {
    toast,
    dismiss,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => toasts,
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's one store; tests may create their own with createToastStore(). */
export const toastStore = createToastStore();
export const toast = toastStore.toast;
