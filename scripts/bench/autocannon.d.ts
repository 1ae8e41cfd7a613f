// The part of autocannon 9's programmatic API the benches use (the package ships no types).
declare module "autocannon" {
  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Changes each request before it is sent (the same object autocannon passes in). */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  };
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number };
  type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
