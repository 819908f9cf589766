export * from '../franchise/page';
