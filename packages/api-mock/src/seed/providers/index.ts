/** Every provider definition of the seed, in id order. */
import { AUSTRIA_PROVIDERS } from './data-austria';
import { CH_LU_PROVIDERS } from './data-ch-lu';
import { EAST_PROVIDERS } from './data-east';
import { FRANCHISE_PROVIDERS } from './data-franchise';
import { NORTH_PROVIDERS } from './data-north';
import { SOUTH_PROVIDERS } from './data-south';
import { WEST_PROVIDERS } from './data-west';
import type { ProviderDef } from './types';

/** All provider definitions, sorted by id. */
export const PROVIDER_DEFS: readonly ProviderDef[] = [
  ...NORTH_PROVIDERS,
  ...WEST_PROVIDERS,
  ...EAST_PROVIDERS,
  ...SOUTH_PROVIDERS,
  ...AUSTRIA_PROVIDERS,
  ...CH_LU_PROVIDERS,
  ...FRANCHISE_PROVIDERS,
].sort((a, b) => a.id - b.id);

/** A provider definition by id; throws when it does not exist. */
export function providerDef(id: number): ProviderDef {
  const def = PROVIDER_DEFS.find((d) => d.id === id);
  if (!def) throw new Error(`Unknown provider ${id}`);
  return def;
}
