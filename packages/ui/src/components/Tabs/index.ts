export { Tab, TabList, TabPanel, Tabs } from './Tabs';
export type { TabProps } from './Tabs';
