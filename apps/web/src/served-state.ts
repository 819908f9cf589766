/**
 * What a server-rendered page hands to the client: its language, the answers the server read and
 * the texts it rendered with.
 * Written as JSON in a `<script type="application/json">` (no `<` left in it, so no text can end
 * the script early), read once by the client before it takes the page over.
 */
import type { Locale } from '@kurse/domain';
import type { ReadsSnapshot } from '@kurse/features';
import type { ServedTexts } from '@kurse/i18n';

/** The element's id. */
export const SERVED_STATE_ID = 'kurse-state';

/** The served state. */
export interface ServedState {
  locale: Locale;
  reads: ReadsSnapshot;
  /** The catalogue's texts the page reads (its core and namespaces): not fetched again. */
  texts?: ServedTexts;
}

/** The `<script>` element carrying `state`. */
export function servedStateScript(state: ServedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${SERVED_STATE_ID}" type="application/json">${json}</script>`;
}

/** The state the server rendered the page with; null for a page the server did not render. */
export function readServedState(document: Document): ServedState | null {
  const text = document.getElementById(SERVED_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<ServedState>;
    return state.locale && state.reads ? (state as ServedState) : null;
  } catch {
    return null;
  }
}
