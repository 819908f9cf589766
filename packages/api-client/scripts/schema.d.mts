/** The contract's root file. */
export declare const contractFile: URL;
/** Where the generated types live. */
export declare const schemaFile: string;
/** The generated TypeScript declarations of the contract, as text. */
export declare function generateSchema(): Promise<string>;
