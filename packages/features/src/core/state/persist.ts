/**
 * Versioned persistence of store slices in Web Storage. Spec: discovery §4 ("Persisted: interface
 * state, user, provider, waiting list, search"). A stored value is an envelope `{ v, data }`; older
 * versions pass through the slot's migrations and are then read by the slot's valibot schema.
 * A corrupted or wrongly shaped value is removed, one from a newer version ignored — never a crash,
 * never trusted.
 */
import { parse, type Schema } from '../lib/schema';

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
  /** Reads stored data of the current version; what it rejects is dropped. */
  schema: Schema<T>;
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

/**
 * Reads a slice; `null` when nothing usable is stored. A value that cannot be read or that the
 * slot's schema rejects is removed from storage, one it cleaned is stored cleaned. Never throws.
 */
export function readSlot<T>(storage: PersistStorage | null, slot: Slot<T>): T | null {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(slot.key);
  } catch {
    return null;
  }
  if (raw == null) return null;
  const read = readEnvelope(raw, slot);
  if (read === FUTURE) return null;
  // What the schema dropped (a bad entry of a list, the whole value) leaves storage too.
  if (JSON.stringify({ v: slot.version, data: read }) !== raw) writeSlot(storage, slot, read);
  return read;
}

const FUTURE: unique symbol = Symbol('future');

/** The stored text's data of the current version, {@link FUTURE} for a newer version, else null. */
function readEnvelope<T>(raw: string, slot: Slot<T>): T | typeof FUTURE | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    let version = isEnvelope(parsed) ? parsed.v : 0;
    let data = isEnvelope(parsed) ? parsed.data : parsed;
    if (version > slot.version) return FUTURE;
    while (version < slot.version) {
      const migrate = slot.migrations?.[version];
      if (!migrate) return null;
      data = migrate(data);
      version += 1;
    }
    return parse(slot.schema, data);
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
