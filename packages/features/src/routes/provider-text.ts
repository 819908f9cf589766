export * from '../provider/text-page';
