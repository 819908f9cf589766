/**
 * Versioned persistence of store slices in Web Storage. Spec: discovery §4 ("Persisted: interface
 * state, user, provider, waiting list, search"). A stored value is an envelope `{ v, data }`; older
 * versions pass through the slot's migrations, and anything corrupted, foreign or from a newer
 * version is ignored — never a crash.
 */

/** The part of Web Storage persistence needs (`localStorage` fits). */
export type PersistStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** How one slice is stored. */
export interface Slot<T> {
  /** Storage key, e.g. `kurse.search`. */
  key: string;
  /** The current version of the stored shape. */
  version: number;
  /**
   * Turns data of an older version into data of the next one, by the version it was stored with
   * (`migrations[0]` reads unversioned legacy values).
   */
  migrations?: Readonly<Record<number, (data: unknown) => unknown>>;
  /** Accepts stored data of the current version, or `null` when it is not usable. */
  restore: (data: unknown) => T | null;
}

interface Envelope {
  v: number;
  data: unknown;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  'v' in value &&
  'data' in value &&
  Number.isInteger((value as Envelope).v);

/** Reads a slice; `null` when nothing usable is stored. Never throws. */
export function readSlot<T>(storage: PersistStorage | null, slot: Slot<T>): T | null {
  try {
    const raw = storage?.getItem(slot.key);
    if (raw == null) return null;
    const parsed: unknown = JSON.parse(raw);
    let version = isEnvelope(parsed) ? parsed.v : 0;
    let data = isEnvelope(parsed) ? parsed.data : parsed;
    if (version > slot.version) return null;
    while (version < slot.version) {
      const migrate = slot.migrations?.[version];
      if (!migrate) return null;
      data = migrate(data);
      version += 1;
    }
    return slot.restore(data);
  } catch {
    return null;
  }
}

/** Writes a slice (`null` removes it). A full or blocked storage only loses the memory. */
export function writeSlot<T>(storage: PersistStorage | null, slot: Slot<T>, value: T | null): void {
  try {
    if (value === null) storage?.removeItem(slot.key);
    else storage?.setItem(slot.key, JSON.stringify({ v: slot.version, data: value }));
  } catch {
    // Private mode or quota: the state holds for this visit only.
  }
}
