import { cn } from '../../lib/cn';
import { Icon } from '../Icon';

/**
 * The title image of a course card, or a calm placeholder in the brand colours when the course
 * has none. Decorative: the card's name says what it shows.
 */
export function CourseImage({
  src,
  layout,
}: {
  src: string | null | undefined;
  layout: 'list' | 'card';
}) {
  const frame = cn(
    'aspect-video w-full shrink-0 bg-muted',
    layout === 'list' && 'sm:aspect-[4/3] sm:w-48 md:w-60',
  );
  if (src) {
    return (
      <img
        src={src}
        alt=""
        loading="lazy"
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
