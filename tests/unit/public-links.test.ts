import { describe, expect, it } from 'vitest'
import { resources } from '../../endpoints/index.js'
import { publicLinks } from '../../src/api/resource.js'
import { publicUrl } from '../../src/config/settings.js'

/** The assistant cites a record by the address its resource's public view gives it, not by a path of its own. */
describe('public links from the resource declarations', () => {
  const linkTo = publicLinks(resources)
  const api = `${publicUrl()}/api/v1`

  it.each([
    ['programs', 7, 'leasing', `${api}/programs/leasing`],
    ['posts', 7, 'harvest-news', `${api}/posts/harvest-news`],
    ['legal-documents', 7, null, `${api}/legal-documents/7`],
    ['faqs', 7, null, `${api}/faqs/7`],
    ['staff-units', 7, null, `${api}/staff-units`],
    ['management', 7, null, `${api}/management`],
  ] as const)('links a record of %s to its public route', (collection, id, slug, url) => {
    expect(linkTo(collection, id, slug)).toBe(url)
  })

  it('gives no link where there is no public address: a record addressed by a slug it lacks, or a private collection', () => {
    expect(linkTo('programs', 7, null)).toBeNull()
    expect(linkTo('assistant-knowledge', 7, null)).toBeNull()
    expect(linkTo('appeals', 7, null)).toBeNull()
  })
})
