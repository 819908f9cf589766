/** Provider blog: list and post. Spec: transactions §2 Blog. */
export const blog = {
  title: 'Blog',
  empty: 'Hier gibt es noch keine Beiträge.',
  readMore: 'Weiterlesen',
  author: 'von {name:string}',
  publishedAt: '{date:string} um {time:string} Uhr',
  previous: 'Vorheriger Beitrag',
  next: 'Nächster Beitrag',
  otherPosts: 'Weitere Beiträge',
  allPosts: 'Alle Beiträge',
  categories: 'Kategorien',
};
