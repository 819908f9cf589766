import { createElement } from 'react';
import { cn } from '../../lib/cn';
import { icons, type IconName } from './icons';

const sizes = { xs: 'size-3', sm: 'size-4', md: 'size-5', lg: 'size-6', xl: 'size-8' } as const;

/** Props of {@link Icon}. */
export interface IconProps {
  /** Which icon of the product set to draw. */
  name: IconName;
  /** Edge length: xs 12 px, sm 16 px, md 20 px, lg 24 px, xl 32 px. @default 'md' */
  size?: keyof typeof sizes;
  /**
   * Accessible name when the icon alone carries meaning; without it the icon is decorative and
   * hidden from assistive technology. @default undefined
   */
  label?: string;
  /** Line width in 1/24 of the edge (a check in a small box reads better at 3). @default 2 */
  strokeWidth?: number;
  /** The `data-slot` the icon carries, for a component's styles and tests. @default 'icon' */
  slot?: string;
  /** Extra classes, e.g. a text colour token. @default undefined */
  className?: string;
}

/** An icon of the product set; decorative (`aria-hidden`) unless it has a `label`. */
export function Icon({
  name,
  size = 'md',
  label,
  strokeWidth = 2,
  slot = 'icon',
  className,
}: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-slot={slot}
      data-icon={name}
      className={cn('shrink-0', sizes[size], className)}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {icons[name].map(([tag, attributes], index) =>
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  );
}
