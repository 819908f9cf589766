import { cn } from '../../lib/cn';
import { Icon } from '../Icon';

/**
 * The title image of a course card, or a calm placeholder in the brand colours when the course
 * has none. Decorative: the card's name says what it shows.
 */
export function CourseImage({
  src,
  layout,
  priority = false,
}: {
  src: string | null | undefined;
  layout: 'list' | 'card';
  /** Loads at once with high priority (the page's largest paint), not when scrolled near. */
  priority?: boolean;
}) {
  // 16:9 in both layouts, and a row never stretches the image taller: `cover` then crops only
  // top and bottom of a landscape picture, never the sides where pictures carry their captions.
  const frame = cn(
    'aspect-video w-full shrink-0 bg-muted',
    layout === 'list' && 'sm:w-56 sm:self-start md:w-64',
  );
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={800}
        height={500}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        data-slot="course-image"
        className={cn(frame, 'object-cover')}
      />
    );
  }
  return (
    <div
      data-slot="course-image-placeholder"
      className={cn(
        frame,
        'flex items-center justify-center bg-gradient-to-br from-secondary to-accent text-secondary-foreground',
      )}
    >
      <Icon name="calendar" size="xl" className="opacity-60" />
    </div>
  );
}
