import { cn } from '../../lib/cn';
import { Icon } from '../Icon';
import { providerLogoVariants } from './ProviderLogo.variants';

/** Props of {@link ProviderLogo}. */
export interface ProviderLogoProps {
  /** The logo's URL as the API sends it; without one a house stands in. @default undefined */
  src?: string | null | undefined;
  /** The tile's edge: `md` 48 px (lists of locations), `lg` 56 px (cards). @default 'lg' */
  size?: 'md' | 'lg';
  /** Extra classes for the tile. @default undefined */
  className?: string;
}

/** The tile's edge in px by size (the picture's `width` and `height`). */
const EDGE = { md: 48, lg: 56 } as const;

/**
 * A provider's logo in a 56 px tile (48 px in lists of locations) beside its name: cards,
 * recommendations, the profile's visited providers, a franchise's locations. Loaded lazily with
 * its size given, so nothing moves when it arrives. Decorative: the name beside it says whose it
 * is. Without a logo, a house on the secondary colour stands in.
 */
export function ProviderLogo({ src, size = 'lg', className }: ProviderLogoProps) {
  if (!src) {
    return (
      <span
        data-slot="provider-logo"
        className={cn(providerLogoVariants({ size, kind: 'standIn' }), className)}
      >
        <Icon name="home" size={size} />
      </span>
    );
  }
  return (
    <img
      data-slot="provider-logo"
      src={src}
      alt=""
      width={EDGE[size]}
      height={EDGE[size]}
      loading="lazy"
      decoding="async"
      className={cn(providerLogoVariants({ size, kind: 'picture' }), className)}
    />
  );
}
