export * from '../search/map-page';
