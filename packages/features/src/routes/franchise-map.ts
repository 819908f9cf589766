export * from '../franchise/map-page';
