import { cn } from '../../lib/cn';
import { Icon } from '../Icon';
import { providerLogoVariants } from './ProviderLogo.variants';

/** Props of {@link ProviderLogo}. */
export interface ProviderLogoProps {
  /** The logo's URL as the API sends it; without one a house stands in. @default undefined */
  src?: string | null | undefined;
  /** Extra classes for the tile. @default undefined */
  className?: string;
}

/**
 * A provider's logo in a 56 px tile beside its name (cards, recommendations, the profile's visited
 * providers): loaded lazily with its size given, so nothing moves when it arrives. Decorative: the
 * name beside it says whose it is. Without a logo, a house on the secondary colour stands in.
 */
export function ProviderLogo({ src, className }: ProviderLogoProps) {
  if (!src) {
    return (
      <span
        data-slot="provider-logo"
        className={cn(providerLogoVariants({ kind: 'standIn' }), className)}
      >
        <Icon name="home" size="lg" />
      </span>
    );
  }
  return (
    <img
      data-slot="provider-logo"
      src={src}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      className={cn(providerLogoVariants({ kind: 'picture' }), className)}
    />
  );
}
