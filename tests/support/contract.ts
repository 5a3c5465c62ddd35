import { expect } from 'vitest'

/** The sizes the contract (1.8) gives every stored image, each also as WebP, in alphabetical order. */
export const IMAGE_CONVERSIONS = ['large', 'large_webp', 'medium', 'medium_webp', 'thumbnail', 'thumbnail_webp']

/**
 * The contract's media record (1.8) of a stored 800×600 `photo.jpg` (the factories' `createImage`): absolute URLs
 * under `baseUrl`/media and every size, each WebP one as .webp.
 */
export const photoRecord = (baseUrl: string, id: number) => ({
  id,
  file_name: 'photo.jpg',
  mime_type: 'image/jpeg',
  size: expect.any(Number),
  url: expect.stringMatching(new RegExp(`^${baseUrl}/media/.+\\.jpg$`)),
  conversions: Object.fromEntries(
    IMAGE_CONVERSIONS.map((name) => [
      name,
      expect.stringMatching(new RegExp(`^${baseUrl}/media/.+\\.${name.endsWith('_webp') ? 'webp' : 'jpg'}$`)),
    ]),
  ),
  created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
})

/** The keys of a list's `meta`, in the order of Laravel’s paginator (contract 1.2). */
export const PAGE_META_KEYS = ['current_page', 'from', 'last_page', 'links', 'path', 'per_page', 'to', 'total']

const APPEAL = {
  full_name: 'Aziz Karimov',
  phone: '+998901234567',
  region: 'navoi',
  type: 'proposal',
  subject: 'Appeal',
  message: 'A proposal.',
  consent: true,
}

/** A citizen's appeal (JSON) that passes every rule: a proposal, with what a case needs changed. */
export const appealBody = <T extends object>(fields?: T) => ({ ...APPEAL, ...fields })
