/**
 * What a profile tab has loaded so far: loading, failed (with a way to try again), or ready with
 * its data. Spec: discovery §2 Customer profile (the bookings tab's loader), §8.
 */
export type ProfileLoad<T> =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; data: T };
