import type { Post } from '@kurse/api-client';
import { useI18n } from '@kurse/i18n';

/**
 * A post's blog categories as small labels, each with its colour as a dot (the name carries the
 * meaning). Nothing without categories. Spec: transactions §3 Post (blog category: name, color).
 */
export function PostCategories({ categories }: { categories: Post['categories'] }) {
  const { LL } = useI18n();
  if (!categories?.length) return null;
  return (
    <ul aria-label={LL.blog.categories()} className="flex flex-wrap gap-2">
      {categories.map((category) => (
        <li
          key={category.id}
          className="inline-flex items-center gap-1.5 rounded-full border border-border bg-surface px-2.5 py-0.5 text-xs font-medium text-surface-foreground"
        >
          {category.color && (
            <span
              aria-hidden
              className="size-2 rounded-full forced-colors:hidden"
              style={{ backgroundColor: category.color }}
            />
          )}
          {category.name}
        </li>
      ))}
    </ul>
  );
}
