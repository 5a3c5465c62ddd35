import { describe, expect, it } from 'vitest'
import { sniffUpload } from '../../src/media/sniff.js'
import { documentTypes, imageTypes } from '../../src/media/types.js'
import { files } from '../support/files.js'
import { compoundFile, officeFiles, zip } from '../support/zip.js'

/** Every type contract 1.7 allows: a real file of it, the name it comes with, and what its bytes must be recognised as. */
const allowed = async () =>
  [
    { name: 'photo.jpg', data: await files.jpeg(), mime: 'image/jpeg', image: true },
    { name: 'photo.jpeg', data: await files.jpeg(), mime: 'image/jpeg', image: true },
    { name: 'chart.png', data: await files.png(), mime: 'image/png', image: true },
    { name: 'banner.webp', data: await files.webp(), mime: 'image/webp', image: true },
    { name: 'qaror.pdf', data: files.pdf(), mime: 'application/pdf', image: false },
    { name: 'qaror.doc', data: officeFiles.doc(), mime: 'application/msword', image: false },
    {
      name: 'qaror.docx',
      data: officeFiles.docx(),
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      image: false,
    },
    { name: 'hisobot.xls', data: officeFiles.xls(), mime: 'application/vnd.ms-excel', image: false },
    {
      name: 'hisobot.xlsx',
      data: officeFiles.xlsx(),
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      image: false,
    },
    { name: 'qaror.odt', data: officeFiles.odt(), mime: 'application/vnd.oasis.opendocument.text', image: false },
    {
      name: 'hisobot.ods',
      data: officeFiles.ods(),
      mime: 'application/vnd.oasis.opendocument.spreadsheet',
      image: false,
    },
    { name: 'xat.rtf', data: officeFiles.rtf(), mime: 'application/rtf', image: false },
    { name: 'notes.txt', data: files.txt(), mime: 'text/plain', image: false },
    { name: 'table.csv', data: files.csv(), mime: 'text/csv', image: false },
    { name: 'archive.zip', data: officeFiles.zip(), mime: 'application/zip', image: false },
  ] as const

describe('sniffUpload: every type the contract allows (1.7)', () => {
  it('covers each allowed extension exactly once with the fixtures below', async () => {
    const extensions = (await allowed()).map((file) => file.name.split('.').pop()).sort()
    expect(extensions).toEqual([...Object.values(imageTypes), ...Object.values(documentTypes)].flat().sort())
  })

  it('recognises each allowed type by its bytes, with the image flag', async () => {
    for (const file of await allowed()) {
      const sniffed = await sniffUpload(file.data, file.name)
      expect(sniffed, file.name).toMatchObject({ ok: true, mime: file.mime, image: file.image })
      // The extension reported is one the contract lists for that type.
      if (sniffed.ok)
        expect([...(imageTypes[sniffed.mime] ?? documentTypes[sniffed.mime])], file.name).toContain(sniffed.extension)
    }
  })

  it('does not care about the case of the extension', async () => {
    expect(await sniffUpload(files.csv(), 'TABLE.CSV')).toMatchObject({ ok: true, mime: 'text/csv' })
    expect(await sniffUpload(officeFiles.doc(), 'QAROR.DOC')).toMatchObject({ ok: true, mime: 'application/msword' })
    expect(await sniffUpload(await files.png(), 'CHART.PNG')).toMatchObject({
      ok: true,
      mime: 'image/png',
      image: true,
    })
  })
})

describe('sniffUpload: files that lie about themselves', () => {
  it('refuses an executable, whatever it is named', async () => {
    for (const name of ['report.pdf', 'notes.txt', 'table.csv', 'photo.jpg', 'qaror.doc']) {
      expect(await sniffUpload(files.exe(), name), name).toEqual({ ok: false })
    }
  })

  it('takes a PNG named .pdf for what it is: a PNG image', async () => {
    expect(await sniffUpload(await files.png(), 'report.pdf')).toEqual({
      ok: true,
      mime: 'image/png',
      extension: 'png',
      image: true,
    })
  })

  it('takes a PDF named .jpg for what it is: a document, not an image', async () => {
    expect(await sniffUpload(files.pdf(), 'photo.jpg')).toEqual({
      ok: true,
      mime: 'application/pdf',
      extension: 'pdf',
      image: false,
    })
  })

  // Decision: the contract trusts bytes, not names, and zip is an allowed document type, so a plain archive named
  // .docx is accepted as what it really is (application/zip), not as a Word document.
  it('takes a plain zip named .docx as a zip (an allowed type), not as a Word document', async () => {
    expect(await sniffUpload(officeFiles.zip(), 'qaror.docx')).toEqual({
      ok: true,
      mime: 'application/zip',
      extension: 'zip',
      image: false,
    })
    // Word-looking entries without [Content_Types].xml are still just a zip.
    const fake = zip([{ name: 'word/document.xml', data: '<w:document/>' }])
    expect(await sniffUpload(fake, 'qaror.docx')).toMatchObject({ ok: true, mime: 'application/zip' })
  })

  it('reads a docx named .zip (or .pdf) as the Word document it is', async () => {
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
    expect(await sniffUpload(officeFiles.docx(), 'archive.zip')).toMatchObject({
      ok: true,
      mime: docx,
      extension: 'docx',
    })
    expect(await sniffUpload(officeFiles.docx(), 'report.pdf')).toMatchObject({
      ok: true,
      mime: docx,
      extension: 'docx',
    })
  })

  it('accepts an OLE2 compound file only as .doc or .xls (other OLE2 files such as .msg or .ppt are not allowed)', async () => {
    expect(await sniffUpload(officeFiles.doc(), 'hisobot.xls')).toMatchObject({
      ok: true,
      mime: 'application/vnd.ms-excel',
      extension: 'xls',
    })
    for (const name of ['mail.msg', 'slides.ppt', 'qaror.pdf', 'qaror', 'notes.txt']) {
      expect(await sniffUpload(compoundFile('WordDocument'), name), name).toEqual({ ok: false })
    }
  })

  // Decision: txt has no magic number, so any valid UTF-8 text without NUL bytes is a txt (text/plain), HTML and
  // script included. That is safe to store: it is served from /media as text/plain with nosniff and a CSP of
  // default-src 'none' (src/app.ts), so a browser does not render or run it.
  it('accepts HTML or a script named .txt as plain text (valid UTF-8 is what a txt file is)', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n')
    expect(await sniffUpload(html, 'notes.txt')).toEqual({
      ok: true,
      mime: 'text/plain',
      extension: 'txt',
      image: false,
    })
    expect(await sniffUpload(Buffer.from('#!/bin/sh\nrm -rf /\n'), 'notes.txt')).toMatchObject({
      ok: true,
      mime: 'text/plain',
    })
    // Named as what it is, it is not allowed.
    expect(await sniffUpload(html, 'page.html')).toEqual({ ok: false })
    expect(await sniffUpload(Buffer.from('alert(1)\n'), 'app.js')).toEqual({ ok: false })
  })

  it('refuses binary garbage named .csv or .txt, and text that is not UTF-8', async () => {
    const garbage = Buffer.from([0x13, 0x37, 0x00, 0xc3, 0x28, 0xff, 0x80, 0x00, 0x01, 0x02, 0xfe, 0x7f])
    expect(await sniffUpload(garbage, 'table.csv')).toEqual({ ok: false })
    expect(await sniffUpload(garbage, 'notes.txt')).toEqual({ ok: false })
    // Latin-1 bytes: no NUL, but not valid UTF-8.
    expect(await sniffUpload(Buffer.from('caf\xe9;na\xefve\n', 'latin1'), 'table.csv')).toEqual({ ok: false })
    // Text with a NUL byte in it.
    expect(await sniffUpload(Buffer.from('a,b\n1,\u0000\n'), 'table.csv')).toEqual({ ok: false })
  })

  it('refuses an SVG (not an allowed image type), whatever it is named as an image or document', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>\n',
    )
    for (const name of ['logo.svg', 'logo.png', 'logo.jpg', 'logo.pdf']) {
      expect(await sniffUpload(svg, name), name).toEqual({ ok: false })
    }
  })

  it('refuses real types that are not on the list (GIF, gzip, 7z), whatever they are named', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64')
    expect(await sniffUpload(gif, 'photo.png')).toEqual({ ok: false })
    expect(
      await sniffUpload(
        Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0, 0x03, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
        'data.zip',
      ),
    ).toEqual({ ok: false })
    expect(
      await sniffUpload(
        Buffer.concat([Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]), Buffer.alloc(26)]),
        'data.zip',
      ),
    ).toEqual({ ok: false })
  })

  it('refuses an empty file', async () => {
    expect(await sniffUpload(Buffer.alloc(0), 'empty.pdf')).toEqual({ ok: false })
  })
})
