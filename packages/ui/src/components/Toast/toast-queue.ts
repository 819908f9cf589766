import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import type { Tone } from '../Alert';

/** What a toast shows. */
export interface ToastContent {
  /** The bold first line. */
  title: string;
  /** More detail below the title. @default undefined */
  description?: string;
  /** Colour and icon, as Alert's. @default 'info' */
  tone?: Tone;
}

/**
 * The app's one toast queue: `toasts.add({ title, description, tone }, { timeout: 5000 })` returns
 * a key for `toasts.close(key)`. Without `timeout` the toast stays until closed; keep timeouts at
 * 5 s or more so it can be read.
 */
export const toasts = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

export type { ToastQueue };
