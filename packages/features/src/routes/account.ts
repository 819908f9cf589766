export * from '../account/entry';
