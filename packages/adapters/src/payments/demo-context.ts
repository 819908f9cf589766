import { createContext, useContext } from 'react';
import type { DemoField, DemoFieldValues } from './demo-actions';
import type { GatewayActions } from './types';
import type { PaymentViews } from './views';

/** What the demo Provider shares with its fields and `useGateway`. */
export interface DemoContextValue {
  values: DemoFieldValues;
  /** Error codes by field, set by a failed confirmation and cleared by typing. */
  errors: Partial<Record<DemoField, string>>;
  setValue: (field: DemoField, value: string) => void;
  actions: GatewayActions;
  /** The checkout's views the fields and the wallet draw with. */
  views: PaymentViews;
}

export const DemoContext = createContext<DemoContextValue | null>(null);

/** The demo Provider's value; throws outside it, where the fields cannot work. */
export function useDemoContext(): DemoContextValue {
  const value = useContext(DemoContext);
  if (!value) throw new Error('Demo payment fields need the demo gateway Provider around them.');
  return value;
}
