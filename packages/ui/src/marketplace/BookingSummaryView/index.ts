export { BookingSummaryView } from './BookingSummaryView';
export type { BookingSummaryViewProps, SummaryLine } from './BookingSummaryView';
