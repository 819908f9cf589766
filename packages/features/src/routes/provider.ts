export * from '../provider/home-page';
