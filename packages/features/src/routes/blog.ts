export * from '../blog/pages';
