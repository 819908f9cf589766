/** Recommendation entries: providers and courses shaped as search results (discovery §7). */
import { courseById, providerById, publicCourse, publicProvider } from '../db/lookup';
import type { Db, Schemas } from '../db/types';

/** Resolves `{ modelName, id }` references to recommendation entries, skipping unknown ids. */
export function recommendationsOf(
  db: Db,
  refs: readonly { modelName: 'provider' | 'course'; id: number }[],
  now: Date,
): Schemas['Recommendation'][] {
  const out: Schemas['Recommendation'][] = [];
  for (const ref of refs) {
    if (ref.modelName === 'provider') {
      const record = providerById(db, ref.id);
      if (record) out.push({ ...publicProvider(db, record, now), modelName: 'provider' });
    } else {
      const record = courseById(db, ref.id);
      if (record) out.push({ ...publicCourse(record, { events: false }), modelName: 'course' });
    }
  }
  return out;
}
