import { useI18n } from '@kurse/i18n';
import { useRef } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { useGalleryCarousel } from './useGalleryCarousel';

/** One picture of a {@link Gallery}. */
export interface GalleryImage {
  /** Image address. */
  src: string;
  /** What the picture shows, for people who cannot see it. */
  alt: string;
}

/** Props of {@link Gallery}. */
export interface GalleryProps {
  /** The pictures, in order. */
  images: GalleryImage[];
  /** Name of the carousel region. @default the catalogue's "Bildergalerie" */
  label?: string;
  /** Extra classes. @default undefined */
  className?: string;
}

/**
 * An image carousel on embla (spec: discovery §2, §9): loops, ~500 ms slides (none for reduced
 * motion), swipe, previous/next buttons, dots, arrow keys while focus is inside, and a polite
 * "Bild 2 von 5". APG carousel semantics: a labelled region, each slide a group "2 von 5".
 * A single image shows no controls. Embla's code loads when the visitor first reaches the
 * carousel; the markup (the first slide shown) is the same before and after.
 */
export function Gallery({ images, label, className }: GalleryProps) {
  const { LL } = useI18n();
  const t = LL.ui.display.gallery;
  const count = images.length;
  const rootRef = useRef<HTMLElement>(null);
  const { viewportRef, selected, step, goTo, regionProps, engine } = useGalleryCarousel(
    count,
    rootRef,
  );

  // The size attributes reserve the box before the picture arrives (the class keeps it 16:9);
  // the first picture loads at once, the others when their slide comes near.
  const image = (img: GalleryImage, index: number) => (
    <img
      src={img.src}
      alt={img.alt}
      width={800}
      height={500}
      loading={index > 0 ? 'lazy' : undefined}
      decoding={index > 0 ? 'async' : undefined}
      draggable={false}
      className="aspect-video w-full object-cover"
    />
  );
  if (count <= 1) {
    return (
      <div data-slot="gallery" className={cn('overflow-hidden rounded-lg', className)}>
        {images[0] && image(images[0], 0)}
      </div>
    );
  }
  return (
    <section
      ref={rootRef}
      aria-roledescription={t.roleDescription()}
      aria-label={label ?? t.label()}
      data-slot="gallery"
      className={cn('relative flex w-full flex-col gap-2', className)}
      {...regionProps}
    >
      <div className="relative">
        <div ref={viewportRef} className="overflow-hidden rounded-lg">
          <div className="flex touch-pan-y">
            {images.map((img, i) => (
              <div
                key={`${i}-${img.src}`}
                role="group"
                aria-roledescription={t.slideRoleDescription()}
                aria-label={t.slideLabel({ index: i + 1, count })}
                className="min-w-0 shrink-0 grow-0 basis-full"
              >
                {image(img, i)}
              </div>
            ))}
          </div>
        </div>
        {(['previous', 'next'] as const).map((dir) => (
          <Button
            key={dir}
            variant="outline"
            size="icon"
            aria-label={t[dir]()}
            onPress={() => step(dir === 'next' ? 1 : -1)}
            className={cn(
              'absolute top-1/2 -translate-y-1/2 rounded-full shadow-card',
              dir === 'next' ? 'end-2' : 'start-2',
            )}
          >
            <Icon name={dir === 'next' ? 'chevronRight' : 'chevronLeft'} />
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
        <div className="flex flex-wrap justify-center">
          {images.map((img, i) => (
            <AriaButton
              key={`${i}-${img.src}`}
              aria-label={t.goTo({ index: i + 1 })}
              aria-current={i === selected ? 'true' : undefined}
              onPress={() => goTo(i)}
              className={cn(
                'group flex size-6 items-center justify-center rounded-full',
                focusRing,
              )}
            >
              <span
                className={cn(
                  'size-2.5 rounded-full bg-input transition-transform group-data-[hovered]:scale-125',
                  'forced-colors:bg-[ButtonText]',
                  i === selected && 'size-3 bg-primary forced-colors:bg-[Highlight]',
                )}
              />
            </AriaButton>
          ))}
        </div>
        <p aria-live="polite" aria-atomic="true" className="text-sm text-muted-foreground">
          {t.position({ index: selected + 1, count })}
        </p>
      </div>
      {engine}
    </section>
  );
}
