import { describe, expect, it } from 'vitest'
import { active, published } from '../../src/access/visibility.js'
import { snake } from '../../src/db/collectionSchema.js'
import { FOLLOWED_TABLES } from '../../src/migrations/20261129_100000_search_in_step.js'
import { indexedSources } from '../../src/search/sources.js'

/** The rule the database's triggers apply to a table, as src/search/sources.ts says it for its collection. */
const ruleOf = (visibility: unknown) =>
  visibility === active ? 'active' : visibility === published ? 'published' : visibility ? 'unknown' : 'always'

describe('search index followed by the database', () => {
  it('follows every indexed collection, by its table and its public rule', () => {
    expect(
      indexedSources.map((source) => ({
        kind: source.kind,
        table: snake(source.collection),
        rule: ruleOf(source.visibility),
      })),
    ).toEqual(FOLLOWED_TABLES)
  })
})
