import { createContext } from 'react';
import type { Stores } from './stores';

/** The stores of the app or a story, given by `StoresProvider`. */
export const StoresContext = createContext<Stores | null>(null);
