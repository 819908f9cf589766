export * from '../provider/offers-page';
