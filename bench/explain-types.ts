/** one list of bench/explain.ts: its statements' planning and execution, before and after */
export interface Planning {
  name: string;
  statements: number;
  before: { planningMs: number; executionMs: number; share: number };
  after: { planningMs: number; executionMs: number; share: number };
  seqScans: string[];
}
