/**
 * Small but well-formed container files for upload tests: a STORED (uncompressed) ZIP writer, the office formats
 * built on it (docx, xlsx, odt, ods), and OLE2 compound files (legacy doc/xls). Plain TypeScript, no dependencies:
 * node:zlib's crc32 only exists from Node 22, so CRC-32 is computed here.
 */

const crcTable = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/** CRC-32 (IEEE 802.3, the one ZIP uses). */
export function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

export interface ZipEntry {
  name: string
  data: Buffer | string
}

// 2024-01-01 00:00 in MS-DOS date/time format; a fixed stamp keeps the fixtures byte-for-byte reproducible.
const DOS_TIME = 0
const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1

/** A ZIP archive whose entries are stored (method 0), in the given order: local headers, central directory, end record. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data
    const crc = crc32(data)
    const flags = 0x0800 // names are UTF-8

    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4) // version needed
    local.writeUInt16LE(flags, 6)
    local.writeUInt16LE(0, 8) // stored
    local.writeUInt16LE(DOS_TIME, 10)
    local.writeUInt16LE(DOS_DATE, 12)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.length, 18) // compressed size
    local.writeUInt32LE(data.length, 22) // uncompressed size
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(0, 28) // extra length
    locals.push(local, name, data)

    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4) // version made by
    central.writeUInt16LE(20, 6) // version needed
    central.writeUInt16LE(flags, 8)
    central.writeUInt16LE(0, 10)
    central.writeUInt16LE(DOS_TIME, 12)
    central.writeUInt16LE(DOS_DATE, 14)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.length, 20)
    central.writeUInt32LE(data.length, 24)
    central.writeUInt16LE(name.length, 28)
    // extra length, comment length, disk number, internal attributes, external attributes: 0
    central.writeUInt32LE(offset, 42)
    centrals.push(central, name)

    offset += local.length + name.length + data.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8) // entries on this disk
  end.writeUInt16LE(entries.length, 10) // entries in total
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

const rels =
  xml +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="%TARGET%"/>' +
  '</Relationships>'

const contentTypes = (part: string, type: string) =>
  xml +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="${part}" ContentType="${type}"/>` +
  '</Types>'

const odfManifest = (mime: string) =>
  xml +
  '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">' +
  `<manifest:file-entry manifest:full-path="/" manifest:version="1.2" manifest:media-type="${mime}"/>` +
  '<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>' +
  '</manifest:manifest>'

const odfContent = (body: string) =>
  xml +
  '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" office:version="1.2">' +
  `<office:body>${body}</office:body></office:document-content>`

/** An OpenDocument package: `mimetype` first and stored, as the specification requires. */
const odf = (mime: string, body: string) =>
  zip([
    { name: 'mimetype', data: mime },
    { name: 'content.xml', data: odfContent(body) },
    { name: 'META-INF/manifest.xml', data: odfManifest(mime) },
  ])

/**
 * An OLE2 compound file (MS-CFB, version 3, 512-byte sectors) holding one stream, the way Word 97 (`WordDocument`) and
 * Excel 97 (`Workbook`) files do. Layout: header, sector 0 the FAT, sector 1 the directory, sectors 2–9 the stream
 * (4096 bytes: at the mini-stream cutoff, so it lives in regular sectors and no mini FAT is needed).
 */
export function compoundFile(streamName: string, content: Buffer = Buffer.alloc(0)): Buffer {
  const SECTOR = 512
  const FREESECT = 0xffffffff
  const ENDOFCHAIN = 0xfffffffe
  const FATSECT = 0xfffffffd
  const NOSTREAM = 0xffffffff
  const STREAM_SECTORS = 8
  const streamSize = STREAM_SECTORS * SECTOR

  const header = Buffer.alloc(SECTOR)
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0)
  header.writeUInt16LE(0x003e, 24) // minor version
  header.writeUInt16LE(0x0003, 26) // major version 3
  header.writeUInt16LE(0xfffe, 28) // little-endian
  header.writeUInt16LE(9, 30) // sector shift: 512
  header.writeUInt16LE(6, 32) // mini sector shift: 64
  header.writeUInt32LE(0, 40) // directory sectors (0 in version 3)
  header.writeUInt32LE(1, 44) // FAT sectors
  header.writeUInt32LE(1, 48) // first directory sector
  header.writeUInt32LE(0, 52) // transaction signature
  header.writeUInt32LE(4096, 56) // mini stream cutoff
  header.writeUInt32LE(ENDOFCHAIN, 60) // first mini FAT sector
  header.writeUInt32LE(0, 64) // mini FAT sectors
  header.writeUInt32LE(ENDOFCHAIN, 68) // first DIFAT sector
  header.writeUInt32LE(0, 72) // DIFAT sectors
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREESECT, 76 + i * 4)

  const fat = Buffer.alloc(SECTOR, 0xff)
  fat.writeUInt32LE(FATSECT, 0)
  fat.writeUInt32LE(ENDOFCHAIN, 4)
  for (let sector = 2; sector < 2 + STREAM_SECTORS; sector++)
    fat.writeUInt32LE(sector === 1 + STREAM_SECTORS ? ENDOFCHAIN : sector + 1, sector * 4)

  const entry = (name: string, type: number, child: number, start: number, size: number) => {
    const buffer = Buffer.alloc(128)
    const encoded = Buffer.from(`${name}\0`, 'utf16le')
    encoded.copy(buffer, 0)
    buffer.writeUInt16LE(encoded.length, 64)
    buffer.writeUInt8(type, 66)
    buffer.writeUInt8(1, 67) // black
    buffer.writeUInt32LE(NOSTREAM, 68) // left sibling
    buffer.writeUInt32LE(NOSTREAM, 72) // right sibling
    buffer.writeUInt32LE(child, 76)
    buffer.writeUInt32LE(start, 116)
    buffer.writeUInt32LE(size, 120)
    return buffer
  }
  const unused = () => {
    const buffer = Buffer.alloc(128)
    buffer.writeUInt32LE(NOSTREAM, 68)
    buffer.writeUInt32LE(NOSTREAM, 72)
    buffer.writeUInt32LE(NOSTREAM, 76)
    return buffer
  }
  const directory = Buffer.concat([
    entry('Root Entry', 5, 1, ENDOFCHAIN, 0),
    entry(streamName, 2, NOSTREAM, 2, streamSize),
    unused(),
    unused(),
  ])

  const stream = Buffer.alloc(streamSize)
  content.subarray(0, streamSize).copy(stream)
  return Buffer.concat([header, fat, directory, stream])
}

/** Realistic small documents of each container-based type the contract allows (1.7). */
export const officeFiles = {
  docx: () =>
    zip([
      {
        name: '[Content_Types].xml',
        data: contentTypes(
          '/word/document.xml',
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
        ),
      },
      { name: '_rels/.rels', data: rels.replace('%TARGET%', 'word/document.xml') },
      {
        name: 'word/document.xml',
        data:
          xml +
          '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Qaror</w:t></w:r></w:p></w:body></w:document>',
      },
    ]),
  xlsx: () =>
    zip([
      {
        name: '[Content_Types].xml',
        data: contentTypes(
          '/xl/workbook.xml',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
        ),
      },
      { name: '_rels/.rels', data: rels.replace('%TARGET%', 'xl/workbook.xml') },
      {
        name: 'xl/workbook.xml',
        data:
          xml +
          '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
          '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
      },
      {
        name: 'xl/worksheets/sheet1.xml',
        data:
          xml +
          '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1"><v>100</v></c></row></sheetData></worksheet>',
      },
    ]),
  odt: () => odf('application/vnd.oasis.opendocument.text', '<office:text><text:p>Qaror</text:p></office:text>'),
  ods: () =>
    odf(
      'application/vnd.oasis.opendocument.spreadsheet',
      '<office:spreadsheet><table:table table:name="Sheet1"><table:table-row><table:table-cell><text:p>100</text:p></table:table-cell></table:table-row></table:table></office:spreadsheet>',
    ),
  zip: () => zip([{ name: 'a.txt', data: 'Hello from a zip\n' }]),
  rtf: () => Buffer.from('{\\rtf1\\ansi Hello}'),
  doc: () => compoundFile('WordDocument', Buffer.from([0xec, 0xa5, 0xc1, 0x00])), // the Word FIB magic (wIdent 0xA5EC)
  xls: () => compoundFile('Workbook', Buffer.from([0x09, 0x08, 0x10, 0x00, 0x00, 0x06, 0x05, 0x00])), // a BIFF8 BOF record
}
