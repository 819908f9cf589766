/** A sample request of the contract tests. */

/** A request and the status the happy path answers. */
export interface Sample {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** Send the demo session token. */
  session?: boolean;
  fingerprint?: string;
  status: number;
}
