export * from '../room/page';
