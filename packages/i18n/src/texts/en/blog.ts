import type { Translation } from '../../catalogue/i18n-types';

/** Provider blog: list and post. Spec: transactions §2 Blog. */
export const blog = {
  title: 'Blog',
  empty: 'There are no posts here yet.',
  readMore: 'Read more',
  author: 'by {name}',
  publishedAt: '{date} at {time}',
  previous: 'Previous post',
  next: 'Next post',
  otherPosts: 'More posts',
  allPosts: 'All posts',
  categories: 'Categories',
  pageTitle: 'Blog of {provider}',
  pageDescription: 'News, tips and insights from {provider}.',
  postNavigation: 'Browse posts',
  notFound: {
    title: 'Post not found',
    text: 'This post does not exist, or no longer does. Perhaps you will find something else in the blog.',
  },
} satisfies Translation['blog'];
