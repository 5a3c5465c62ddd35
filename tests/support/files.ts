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
  jpeg: (width = 800, height = 600) => sharp({ create: { width, height, channels: 3, background: '#3a7d44' } }).jpeg().withMetadata({ exif: { IFD0: { Copyright: 'secret-gps' } } }).toBuffer(),
  png: () => sharp({ create: { width: 500, height: 300, channels: 4, background: '#ffffff00' } }).png().toBuffer(),
  webp: () => sharp({ create: { width: 300, height: 300, channels: 3, background: '#123456' } }).webp().toBuffer(),
  /** A Windows executable's header. */
  exe: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90)]),
  /** A real, uncompressed PNG larger than the image limit (10240 KiB). */
  hugePng: () => sharp(Buffer.alloc(1900 * 1900 * 3, 0x7f), { raw: { width: 1900, height: 1900, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer(),
}

/** multipart/form-data from fields (bracket keys allowed) and files. */
export function form(fields: Record<string, string>, uploads: { field: string; name: string; data: Buffer; type?: string }[] = []) {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.append(key, value)
  for (const upload of uploads) body.append(upload.field, new Blob([new Uint8Array(upload.data)], { type: upload.type ?? 'application/octet-stream' }), upload.name)
  return body
}
