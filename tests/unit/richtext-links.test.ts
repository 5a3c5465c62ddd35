import { describe, expect, it } from 'vitest'
import { resources } from '../../endpoints/index.js'
import { publicLinks } from '../../src/api/resource.js'
import { linkableCollections } from '../../src/richtext/links.js'

describe('internal links of rich text', () => {
  it('offer only collections the public reads at an address of their own', () => {
    const links = publicLinks(resources)
    for (const collection of linkableCollections)
      expect(links(collection, 1, 'a-slug'), collection).toMatch(/\/api\/v1\/[a-z-]+(\/(1|a-slug))?$/)
  })
})
