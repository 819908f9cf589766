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
  pageTitle: 'Blog von {provider:string}',
  pageDescription: 'Neuigkeiten, Tipps und Einblicke von {provider:string}.',
  postNavigation: 'Beiträge blättern',
  notFound: {
    title: 'Beitrag nicht gefunden',
    text: 'Diesen Beitrag gibt es nicht oder nicht mehr. Vielleicht findest du im Blog etwas anderes.',
  },
};
