import { routePath } from '../../course';

/** The blog list of a provider: `/{slug}/blog`. Spec: transactions §2 Route table. */
export const blogPath = (slug: string): string => routePath('blog', { slug });

/** A post of a provider's blog: `/{slug}/blog/{post slug}`. Spec: transactions §2 Route table. */
export const postPath = (slug: string, postSlug: string): string =>
  routePath('post', { slug, id: postSlug });
