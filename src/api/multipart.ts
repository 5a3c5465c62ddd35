import type { NextFunction, Request, Response } from 'express'
import multer from 'multer'
import { PayloadTooLarge } from './errors.js'
import { DOCUMENT_MAX_KIB } from '../media/types.js'

/** The absolute cap of one upload; per-type limits (contract 1.7) are validation (422), this is 413. */
const HARD_FILE_LIMIT = (DOCUMENT_MAX_KIB + 1024) * 1024

const parse = multer({
  storage: multer.memoryStorage(),
  // File names arrive as UTF-8 from browsers; busboy's default would read them as latin1.
  defParamCharset: 'utf8',
  limits: { fileSize: HARD_FILE_LIMIT, files: 20, fields: 500, fieldSize: 1024 * 1024 },
}).any()

export interface UploadedFile {
  field: string
  name: string
  data: Buffer
  size: number
}

/**
 * multipart/form-data on /api/v1: bracket keys become objects (`title[uz]`), `photos[]` a list, and `_method=PUT`
 * on a POST makes it a PUT (Laravel's convention, relied on by browsers and PHP clients). Files land on `req.files`.
 */
export function multipartBody(req: Request, res: Response, next: NextFunction) {
  if (!req.is('multipart/form-data')) return next()
  parse(req, res, (error: unknown) => {
    if (error) {
      const code = (error as { code?: string }).code
      if (code === 'LIMIT_FILE_SIZE' || code === 'LIMIT_FIELD_VALUE') return next(new PayloadTooLarge())
      return next(Object.assign(new Error('Malformed multipart body.'), { type: 'entity.parse.failed' }))
    }
    const body = (req.body ?? {}) as Record<string, unknown>
    const override = typeof body._method === 'string' ? body._method.toUpperCase() : undefined
    if (req.method === 'POST' && (override === 'PUT' || override === 'PATCH')) req.method = 'PUT'
    delete body._method
    next()
  })
}

/** The files of a multipart request, with `photos[]` and `photos` named alike. */
export const uploadedFiles = (req: Request): UploadedFile[] =>
  ((req.files as Express.Multer.File[] | undefined) ?? []).map((file) => ({
    field: file.fieldname.replace(/\[\d*\]$/, ''),
    name: file.originalname,
    data: file.buffer,
    size: file.size,
  }))
