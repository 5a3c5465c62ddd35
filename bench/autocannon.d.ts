/** The part of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    warmup?: { connections?: number; duration?: number }
    /** A sequence each connection cycles through, in place of the url's own path. */
    requests?: Request[]
  }
  export interface Request {
    method?: string
    path: string
    headers?: Record<string, string>
    /** Called before each send of this request; what it returns is sent. */
    setupRequest?: (request: Request) => Request
  }
  interface Histogram {
    average: number
    p50: number
    p99: number
    total: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    non2xx: number
    errors: number
    timeouts: number
    duration: number
  }
  function autocannon(options: Options): Promise<Result>
  export default autocannon
}
