import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

/** Small real files of each kind the contract allows, and a few that lie about themselves. */
export const files = {
  pdf: () =>
    Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
        'xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \ntrailer << /Size 3 /Root 1 0 R >>\nstartxref\n110\n%%EOF\n',
    ),
  txt: () => Buffer.from('Qishloq xo‘jaligi — сельское хозяйство\n'),
  csv: () => Buffer.from('region,amount\nandijan,100\n'),
  jpeg: (width = 800, height = 600) =>
    sharp({ create: { width, height, channels: 3, background: '#3a7d44' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } })
      .toBuffer(),
  png: () =>
    sharp({ create: { width: 500, height: 300, channels: 4, background: '#ffffff00' } })
      .png()
      .toBuffer(),
  webp: () =>
    sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer(),
  /** A Windows executable's header. */
  exe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]),
  /** A real, uncompressed PNG larger than the image limit (10240 KiB). */
  hugePng: () =>
    sharp(Buffer.alloc(1900 * 1900 * 3, 0x7f), { raw: { width: 1900, height: 1900, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer(),
  /**
   * A decompression bomb: a valid black PNG of 16000 × 16000 pixels (256 megapixels, gigabytes once decoded) in a
   * few dozen KiB, written by hand (1 bit per pixel, deflated rows) so no decoder has to make it.
   */
  bombPng: (width = 16000, height = 16000) => {
    const chunk = (type: string, data: Buffer) => {
      const length = Buffer.alloc(4)
      length.writeUInt32BE(data.length)
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
      const crc = Buffer.alloc(4)
      crc.writeUInt32BE(crc32(body))
      return Buffer.concat([length, body, crc])
    }
    const header = Buffer.alloc(13)
    header.writeUInt32BE(width, 0)
    header.writeUInt32BE(height, 4)
    header.set([1, 0, 0, 0, 0], 8) // bit depth 1, greyscale, deflate, no filter method, no interlace
    // Each row: filter type 0, then width bits of black.
    const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height)
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(rows, { level: 9 })),
      chunk('IEND', Buffer.alloc(0)),
    ])
  },
}

/**
 * A multipart/form-data body of one file of `bytes` bytes, generated as it is sent (never held in memory), for
 * `fetch(url, { method: 'POST', body, duplex: 'half', headers })`. `sent()` counts the bytes the client took;
 * `finished` settles once all were taken or the client gave up on the body.
 */
export function streamedUpload(field: string, name: string, bytes: number, fill = 0) {
  const boundary = `----agrofund${Math.random().toString(16).slice(2)}`
  const piece = Buffer.alloc(1024 * 1024, fill)
  let sent = 0
  let finish = () => {}
  const finished = new Promise<void>((resolve) => (finish = resolve))
  async function* parts() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    )
    for (let offset = 0; offset < bytes; offset += piece.length)
      yield bytes - offset >= piece.length ? piece : piece.subarray(0, bytes - offset)
    yield Buffer.from(`\r\n--${boundary}--\r\n`)
  }
  const iterator = parts()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next()
      if (next.done) {
        controller.close()
        finish()
      } else {
        sent += next.value.length
        controller.enqueue(next.value)
      }
    },
    cancel: () => finish(),
  })
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, sent: () => sent, finished }
}

/** multipart/form-data from fields (bracket keys allowed) and files. */
export function form(
  fields: Record<string, string>,
  uploads: { field: string; name: string; data: Buffer; type?: string }[] = [],
) {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  for (const upload of uploads)
    body.append(
      upload.field,
      new Blob([new Uint8Array(upload.data)], { type: upload.type ?? 'application/octet-stream' }),
      upload.name,
    )
  return body
}
