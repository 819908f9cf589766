import type { VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { pulse, skeletonVariants } from './Skeleton.variants';

/** Props of {@link Skeleton}. */
export interface SkeletonProps extends VariantProps<typeof skeletonVariants> {
  /** Text lines, a card or a circle (an avatar). @default 'text' */
  shape?: NonNullable<VariantProps<typeof skeletonVariants>['shape']>;
  /** Number of text lines (`text` and `card`); the last one is shorter. @default 3 */
  lines?: number;
  /** Extra classes, e.g. a size. @default undefined */
  className?: string;
}

function Lines({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <span key={i} className={cn(pulse, 'h-4', i === count - 1 && count > 1 ? 'w-3/5' : 'w-full')} />
  ));
}

/**
 * A grey placeholder in the shape of content that is loading: text lines, a card or a circle.
 * Hidden from assistive technology; announce the loading state where it happens (a Spinner or
 * LoadingOverlay, or `aria-busy` on the container). Pulses unless motion is reduced.
 */
export function Skeleton({ shape, lines = 3, className }: SkeletonProps) {
  return (
    <span
      aria-hidden
      data-slot="skeleton"
      data-variant={shape ?? 'text'}
      className={cn(skeletonVariants({ shape }), className)}
    >
      {shape === 'card' ? (
        <>
          <span className={cn(pulse, 'aspect-video w-full rounded-none')} />
          <span className="flex flex-col gap-2 p-4">
            <span className={cn(pulse, 'mb-1 h-5 w-2/3')} />
            <Lines count={lines} />
          </span>
        </>
      ) : shape === 'circle' ? null : (
        <Lines count={lines} />
      )}
    </span>
  );
}
