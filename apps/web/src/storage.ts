/** `localStorage`, or `null` where the browser blocks it (the app then keeps state in memory). */
export function browserStorage(): Storage | null {
  try {
    const storage = window.localStorage;
    storage.getItem('kurse.probe');
    return storage;
  } catch {
    return null;
  }
}
