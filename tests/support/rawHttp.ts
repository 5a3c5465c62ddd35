import net from 'node:net'

export interface RawResponse {
  status: number
  headers: Record<string, string>
  body: string
}

/**
 * A bare TCP connection to an HTTP server, for what fetch cannot do: hold a keep-alive socket idle, send a body in
 * pieces or never finish it, and see when the server closes the connection.
 */
export class RawConnection {
  readonly socket: net.Socket
  private buffer = ''
  private waiters: (() => void)[] = []
  closedAt: number | undefined
  readonly closed: Promise<number>

  private constructor(socket: net.Socket) {
    this.socket = socket
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      this.buffer += chunk
      this.wake()
    })
    socket.on('error', () => undefined)
    this.closed = new Promise((resolve) =>
      socket.once('close', () => {
        this.closedAt = Date.now()
        this.wake()
        resolve(this.closedAt)
      }),
    )
  }

  static open(port: number, host = '127.0.0.1'): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, host)
      socket.once('connect', () => resolve(new RawConnection(socket)))
      socket.once('error', reject)
    })
  }

  write(text: string) {
    this.socket.write(text)
  }

  private wake() {
    for (const waiter of this.waiters.splice(0)) waiter()
  }

  /** The next complete response (headers and a Content-Length body, or everything until the server closes). */
  async response(timeoutMs = 10_000): Promise<RawResponse> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const parsed = this.parse()
      if (parsed) return parsed
      if (this.closedAt !== undefined)
        throw new Error(`connection closed before a full response: ${JSON.stringify(this.buffer.slice(0, 300))}`)
      const left = deadline - Date.now()
      if (left <= 0)
        throw new Error(`no full response within ${timeoutMs} ms: ${JSON.stringify(this.buffer.slice(0, 300))}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  private parse(): RawResponse | undefined {
    const end = this.buffer.indexOf('\r\n\r\n')
    if (end < 0) return undefined
    const [statusLine, ...lines] = this.buffer.slice(0, end).split('\r\n')
    const headers = Object.fromEntries(
      lines.map((line) => [
        line.slice(0, line.indexOf(':')).trim().toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
    )
    const length = headers['content-length'] === undefined ? undefined : Number(headers['content-length'])
    const rest = this.buffer.slice(end + 4)
    if (length === undefined ? this.closedAt === undefined : Buffer.byteLength(rest) < length) return undefined
    const body = length === undefined ? rest : Buffer.from(rest).subarray(0, length).toString()
    this.buffer = length === undefined ? '' : Buffer.from(rest).subarray(length).toString()
    return { status: Number(statusLine.split(' ')[1]), headers, body }
  }

  close() {
    this.socket.destroy()
  }
}

/** Whether something accepts TCP connections on the port right now. */
export const acceptsConnections = (port: number, host = '127.0.0.1'): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect(port, host)
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
