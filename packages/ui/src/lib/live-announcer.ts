/**
 * React Aria's pending Button announces its state through a live-region entry that names the
 * button by id and stays for seven seconds. When the button leaves the page meanwhile (a login
 * dropdown closing on success, a form replaced by its result), the entry points at nothing: screen
 * readers read nothing, but it is an image without a name to every checker. These helpers remove
 * only such dangling entries.
 */

/** Removes live-announcer entries whose `aria-labelledby` names an element no longer present. */
export function clearStaleAnnouncements(root: ParentNode = document): void {
  const announcer = root.querySelector('[data-live-announcer]');
  announcer?.querySelectorAll('[aria-labelledby]').forEach((node) => {
    const ids = node.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
    if (ids.some((id) => !document.getElementById(id))) node.remove();
  });
}

/**
 * Keeps the live announcer free of dangling entries: at once, and after every change of the page,
 * before anything else runs (a check that follows a click must not see the entry in between).
 * Returns the function that stops watching.
 */
export function watchStaleAnnouncements(): () => void {
  clearStaleAnnouncements();
  const observer = new MutationObserver(() => clearStaleAnnouncements());
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
