import {
  Calendar,
  Camera,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleAlert,
  CircleCheck,
  Clock,
  Euro,
  ExternalLink,
  Funnel,
  Globe,
  Heart,
  House,
  Info,
  LayoutGrid,
  List,
  LoaderCircle,
  Lock,
  Mail,
  Map,
  MapPin,
  Menu,
  MessageCircle,
  Minus,
  Monitor,
  Phone,
  Plus,
  Repeat,
  Search,
  Star,
  ThumbsUp,
  TriangleAlert,
  User,
  Users,
  X,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * The product's icons by name. lucide has no brand marks (removed for trademark reasons), so
 * `facebook`, `instagram` and `whatsapp` are neutral stand-ins; their links carry the brand name.
 */
export const icons = {
  pin: MapPin,
  computer: Monitor,
  repeat: Repeat,
  lock: Lock,
  heart: Heart,
  home: House,
  star: Star,
  calendar: Calendar,
  clock: Clock,
  user: User,
  users: Users,
  search: Search,
  map: Map,
  list: List,
  grid: LayoutGrid,
  phone: Phone,
  mail: Mail,
  globe: Globe,
  externalLink: ExternalLink,
  chevronLeft: ChevronLeft,
  chevronRight: ChevronRight,
  chevronDown: ChevronDown,
  chevronUp: ChevronUp,
  close: X,
  check: Check,
  plus: Plus,
  minus: Minus,
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleAlert,
  facebook: ThumbsUp,
  instagram: Camera,
  whatsapp: MessageCircle,
  euro: Euro,
  filter: Funnel,
  menu: Menu,
  loader: LoaderCircle,
} satisfies Record<string, LucideIcon>;

/** The name of one icon of the product set. */
export type IconName = keyof typeof icons;

/** The names of all icons, in the order of {@link icons}. */
export const iconNames = Object.keys(icons) as IconName[];

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
  /** Extra classes, e.g. a text colour token. @default undefined */
  className?: string;
}

/** An icon of the product set; decorative (`aria-hidden`) unless it has a `label`. */
export function Icon({ name, size = 'md', label, className }: IconProps) {
  const Glyph = icons[name];
  return (
    <Glyph
      data-slot="icon"
      data-icon={name}
      className={cn('shrink-0', sizes[size], className)}
      strokeWidth={2}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    />
  );
}
