import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * The app shell's way to raise a toast without putting sonner in the first page's JavaScript.
 *
 * `import('sonner')` resolves to the same module instance that the lazily mounted <Toaster>
 * (src/app/provider.tsx) and the route chunks importing `toast` from 'sonner' use, and sonner
 * replays toasts raised before its <Toaster> subscribed; so a toast raised here during start-up
 * still appears, a few milliseconds later. Code that is itself lazy (pages, admin) can keep
 * importing `toast` from 'sonner' directly.
 */
type SonnerToast = typeof sonnerToast;

let loading: Promise<SonnerToast> | undefined;

/** Loads sonner once; later calls share the same promise. */
export function loadSonner(): Promise<SonnerToast> {
  loading ??= import('sonner').then((module) => module.toast);
  return loading;
}

function raise(kind: 'error' | 'success' | 'message', message: string, data?: ExternalToast) {
  loadSonner().then(
    (toast) => {
      if (kind === 'message') toast(message, data);
      else toast[kind](message, data);
    },
    (error: unknown) => {
      // The chunk could not load (offline, new deployment): keep the message visible somewhere.
      loading = undefined;
      console.error(`Could not show the toast "${message}"`, error);
    },
  );
}

export const toast = {
  message: (message: string, data?: ExternalToast) => raise('message', message, data),
  error: (message: string, data?: ExternalToast) => raise('error', message, data),
  success: (message: string, data?: ExternalToast) => raise('success', message, data),
};
