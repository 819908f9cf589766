export * from '../search/list-page';
