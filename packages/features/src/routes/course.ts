export * from '../course/page';
