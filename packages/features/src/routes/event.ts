export * from '../course/event-page';
