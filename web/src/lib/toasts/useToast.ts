import { useSyncExternalStore } from 'react';
import { type ToastStore, toastStore } from './toast-store';

/** Current toasts plus the functions to raise and dismiss them. */
export function useToast(store: ToastStore = toastStore) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return { toasts, toast: store.toast, dismiss: store.dismiss };
}
