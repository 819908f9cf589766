export * from '../frame/not-found';
