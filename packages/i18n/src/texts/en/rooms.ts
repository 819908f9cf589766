import type { Translation } from '../../catalogue/i18n-types';

/** On-demand rooms: load outcomes, page navigation, publishing states, video. Spec: transactions §2 Room, §4, §8. */
export const rooms = {
  title: 'Course room',
  loading: 'Loading content …',
  sessionRequired: 'Please log in to see this content.',
  tooEarly: "This content isn't available yet. Check back soon!",
  expired: 'Your access to this content has expired.',
  generic: "The content can't be loaded right now. Please try again later.",
  notFound: "We couldn't find this content.",
  pageNotFound: "This page doesn't exist here. We're showing you the first page.",
  notPublishedYet: "This page hasn't been published yet.",
  publishAt: 'This page will be available on {date} at {time}.',
  reload: 'Reload',
  pages: 'Contents',
  choosePage: 'Choose page',
  pageOf: 'Page {number} of {count}',
  previous: 'Previous page',
  next: 'Next page',
  restart: 'Start again',
  passwordReset: 'Forgotten your password?',
  download: 'Download file: {name}',
  video: 'Video',
  embed: 'Embedded content',
  videoNotFound: "We couldn't find this video.",
  videoError: "The video can't be loaded right now.",
} satisfies Translation['rooms'];
