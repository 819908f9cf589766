export * from '../franchise/schedule-page';
